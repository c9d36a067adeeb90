// The modules Kemet apps share at run time. React, @kemet/shared (which carries the one React Router and the
// auth store) and TanStack Query (the page's one query cache) are singletons; form libraries are shared too, so the
// apps that use them load one copy, on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ShareSpec {
  singleton: boolean;
  requiredVersion: string;
}
type SharedConfig = Record<string, ShareSpec>;

const SINGLETONS: [key: string, packageName: string][] = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['@kemet/shared', '@kemet/shared'],
  // One query cache per page: two copies of either package would each hold their own.
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@tanstack/query-core', '@tanstack/query-core'],
];
const SHARED_WHEN_USED: [key: string, packageName: string][] = [
  ['@kemet/contract/forms', '@kemet/contract'],
  ['formik', 'formik'],
  ['yup', 'yup'],
];

function dependencies(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return pkg.dependencies ?? {};
}

// Caret ranges: an exact requiredVersion would force every remote onto the same patch release.
const caret = (version: string) => (version.startsWith('^') ? version : `^${version}`);

export function federationShared(packageDir: string): SharedConfig {
  const deps = dependencies(packageDir);
  const shared: SharedConfig = {};
  for (const [key, name] of SINGLETONS) {
    if (!deps[name]) throw new Error(`${packageDir} must depend on ${name} to share it`);
    shared[key] = { singleton: true, requiredVersion: caret(deps[name]) };
  }
  for (const [key, name] of SHARED_WHEN_USED) {
    if (deps[name]) shared[key] = { singleton: false, requiredVersion: caret(deps[name]) };
  }
  return shared;
}

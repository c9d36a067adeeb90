// The modules Kemet apps share at run time, and how. React, @kemet/platform (which carries the one React Router and the
// auth store) and TanStack Query (the page's one query cache) are singletons; @kemet/platform with strictVersion, so a
// remote built on another major fails to load (its part shows its notice) instead of running on the page's copy.
// @kemet/ui is stateless: shared, but a remote on another major gets its own copy. Form libraries and the calendar's
// react-day-picker are shared too, so the apps that use them load one copy, on demand, and so are the platform's Trans
// (it brings an HTML parser the home page does without) and its TanStack Query parts (the home page hydrates without
// TanStack Query). See "Versions" in shared/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ShareSpec {
  singleton: boolean;
  requiredVersion: string;
  strictVersion?: boolean;
  /** The version this build provides; by default the installed package's own. */
  version?: string;
}
export type SharedConfig = Record<string, ShareSpec>;

const SINGLETONS: [key: string, packageName: string][] = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // One query cache per page: two copies of either package would each hold their own.
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@tanstack/query-core', '@tanstack/query-core'],
];
/** Singletons a remote must never run on another major of: the load fails instead (versionSkewPlugin says why). */
const STRICT_SINGLETONS = ['@kemet/platform'];
/** Shared when the versions agree; a remote on another major brings its own copy. */
const OWN_COPY_ON_SKEW = ['@kemet/ui'];
const SHARED_WHEN_USED: [key: string, packageName: string][] = [
  ['@kemet/contract/forms', '@kemet/contract'],
  ['@kemet/platform/forms', '@kemet/platform'],
  ['@kemet/platform/trans', '@kemet/platform'],
  ['@kemet/platform/query', '@kemet/platform'],
  ['formik', 'formik'],
  ['yup', 'yup'],
  // @kemet/ui/calendar's: the buy box (checkout) and the search form (catalog) load one copy.
  ['react-day-picker', 'react-day-picker'],
];

function dependencies(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

// Caret ranges: an exact requiredVersion would force every remote onto the same patch release.
const caret = (version: string) => (/^[~^]/.test(version) ? version : `^${version}`);

export function federationShared(packageDir: string, overrides: Record<string, Partial<ShareSpec>> = {}): SharedConfig {
  const deps = dependencies(packageDir);
  const rangeOf = (name: string) => {
    if (!deps[name]) throw new Error(`${packageDir} must depend on ${name} to share it`);
    return caret(deps[name]);
  };
  const shared: SharedConfig = {};
  for (const [key, name] of SINGLETONS) shared[key] = { singleton: true, requiredVersion: rangeOf(name) };
  for (const name of STRICT_SINGLETONS)
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: rangeOf(name) };
  for (const name of OWN_COPY_ON_SKEW) shared[name] = { singleton: false, requiredVersion: rangeOf(name) };
  for (const [key, name] of SHARED_WHEN_USED) {
    if (deps[name]) shared[key] = { singleton: false, requiredVersion: caret(deps[name]) };
  }
  for (const [key, override] of Object.entries(overrides)) shared[key] = { ...shared[key]!, ...override };
  return shared;
}

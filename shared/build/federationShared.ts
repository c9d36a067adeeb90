// The modules every Kemet app shares as singletons, so React, the router and the auth store exist once on the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type SharedConfig = Record<string, { singleton: true; requiredVersion: string }>;

function dependencyRange(packageDir: string, name: string): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = pkg.dependencies?.[name];
  if (!version) throw new Error(`${pkg} must depend on ${name} to share it`);
  // Caret ranges: an exact requiredVersion would force every remote onto the same patch release.
  return version.startsWith('^') ? version : `^${version}`;
}

export function federationShared(packageDir: string): SharedConfig {
  const singleton = (name: string, key = name): SharedConfig => ({
    [key]: { singleton: true, requiredVersion: dependencyRange(packageDir, name) },
  });
  return {
    ...singleton('react'),
    ...singleton('react', 'react/'),
    ...singleton('react-dom'),
    ...singleton('react-dom', 'react-dom/'),
    ...singleton('react-router'),
    ...singleton('react-router-dom'),
    ...singleton('@kemet/shared'),
  };
}

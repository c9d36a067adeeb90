// Builds the map remote against a bumped major of one Kemet package (support/skewedMap.webpack.config.ts), for the
// version-skew spec: one remote, production mode, into a temporary folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './dedicatedStack';

export type SkewedPackage = '@kemet/platform' | '@kemet/ui';

/** Returns the built dist folder; the caller removes it. */
export function buildSkewedMap(skewed: SkewedPackage): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `kemet-map-${skewed.replace(/\W/g, '-')}-2-`));
  execFileSync(
    'npm',
    ['run', 'build', '-w', 'mfe-map', '--', '--config', path.join(__dirname, 'skewedMap.webpack.config.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, SKEW_PACKAGE: skewed, SKEW_OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
  return outDir;
}

// Builds a remote as if on another version of one Kemet package (support/skewedRemote.webpack.config.ts), for the
// version-skew spec: one remote, production mode, into a temporary folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './dedicatedStack';

export type SkewedPackage = '@kemet/platform' | '@kemet/ui';
export type Skew = 'next-major' | 'older-minor';
export type SkewedRemoteName = 'map' | 'partner';

/** Returns the built dist folder; the caller removes it. */
export function buildSkewedRemote(remote: SkewedRemoteName, skewed: SkewedPackage, skew: Skew): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `kemet-${remote}-${skewed.replace(/\W/g, '-')}-${skew}-`));
  execFileSync(
    'npm',
    ['run', 'build', '-w', `mfe-${remote}`, '--', '--config', path.join(__dirname, 'skewedRemote.webpack.config.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, SKEW: skew, SKEW_PACKAGE: skewed, SKEW_REMOTE: remote, SKEW_OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
  return outDir;
}

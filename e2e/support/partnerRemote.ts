// Builds the fixture remote of a fifth team (support/partnerRemote/: one page, one home section, one header link) into
// a temporary folder, for the e2e test that adds a remote to a running site by runtime config alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './dedicatedStack';

/** Returns the built dist folder; the caller removes it. */
export function buildPartnerRemote(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kemet-partner-'));
  const fixtureDir = path.join(__dirname, 'partnerRemote');
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', path.join(fixtureDir, 'webpack.config.ts')], {
    cwd: fixtureDir,
    env: {
      ...process.env,
      PARTNER_OUT_DIR: outDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`,
      PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
    stdio: 'pipe',
  });
  return outDir;
}

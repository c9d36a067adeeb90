// Runs once before the API's test files (`node --test-global-setup`): migrates and seeds one PGlite database and
// writes its data directory to a file, which each test file's pgliteDatabase() loads instead of running initdb,
// the migrations and the seed again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

let dir: string | undefined;

export async function globalSetup(): Promise<void> {
  // The runner loads this file before `--import tsx` applies, so the helpers come through tsx by hand.
  const helpers: typeof import('./helpers.js') = await tsImport('./helpers.ts', import.meta.url);
  dir = await mkdtemp(path.join(tmpdir(), 'kemet-test-snapshot-'));
  const file = path.join(dir, 'seeded-pglite.tar');
  await writeFile(file, await helpers.seedPgliteSnapshot());
  process.env[helpers.PGLITE_SNAPSHOT_ENV] = file;
}

export async function globalTeardown(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

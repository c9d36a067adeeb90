// The embedded database's socket lives in a directory of its own under the system's temporary directory: a script that
// ends without closing the database, and one that closes it, both leave nothing there.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, test } from 'node:test';

const run = promisify(execFile);
const client = fileURLToPath(new URL('../src/db/client.ts', import.meta.url));
const made: string[] = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** tsx keeps its cache in the same directory: only the database's directories count. */
const socketDirsIn = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('kemet-pglite-'));

/** Runs a script with a TMPDIR of its own; what it printed, and the socket directories left there after it ended. */
async function runScript(body: string): Promise<{ printed: string; left: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kemet-socket-dir-test-'));
  made.push(dir);
  const file = path.join(dir, 'script.mts');
  await writeFile(
    file,
    `import { readdirSync } from 'node:fs';\nimport { openDatabase } from ${JSON.stringify(client)};\n${body}`,
  );
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, TMPDIR: dir, DATABASE_URL: '' },
  });
  return { printed: stdout.trim(), left: await socketDirsIn(dir) };
}

const SOCKET_DIRS_NOW = `readdirSync(process.env.TMPDIR!).filter((name) => name.startsWith('kemet-pglite-')).join(',')`;

test('a script that opens the database and ends without closing it leaves no socket directory', async () => {
  const { printed, left } = await runScript(`const database = await openDatabase({ pgliteDir: '' });
await database.ping();
console.log(${SOCKET_DIRS_NOW});`);
  assert.match(printed, /^kemet-pglite-\w+$/);
  assert.deepEqual(left, []);
});

test('closing the database removes its socket directory', async () => {
  const { printed, left } = await runScript(`const database = await openDatabase({ pgliteDir: '' });
await database.close();
console.log(${SOCKET_DIRS_NOW} || 'none');`);
  assert.equal(printed, 'none');
  assert.deepEqual(left, []);
});

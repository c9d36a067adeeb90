// The runtime the API ships on: Node.js 24, with its native and WebAssembly parts loading on it.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { REQUIRED_NODE_MAJOR } from '@kemet/server/requireSupportedNode';
import { openDatabase } from '../src/db/client.js';

test('the tests run on the Node.js major the project requires', () => {
  assert.ok(Number(process.versions.node.split('.')[0]) >= REQUIRED_NODE_MAJOR, `running on ${process.version}`);
});

test("argon2's prebuilt binary hashes and verifies on this Node", async () => {
  const stored = await hash('correct horse battery staple', {
    algorithm: 2,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  assert.match(stored, /^\$argon2id\$/);
  assert.equal(await verify(stored, 'correct horse battery staple'), true);
  assert.equal(await verify(stored, 'wrong'), false);
});

test('PGlite opens a data directory on disk, with pg_trgm, on this Node', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kemet-pglite-'));
  try {
    const database = await openDatabase({ pgliteDir: dir });
    try {
      await database.db.execute(sql`create extension if not exists pg_trgm`);
      const { rows } = await database.db.execute<{ similarity: number }>(
        sql`select similarity('Karnak', 'Karnak by night') as similarity`,
      );
      assert.ok(Number(rows[0].similarity) > 0);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

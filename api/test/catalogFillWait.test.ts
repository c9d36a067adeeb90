// Concurrent misses of one catalogue answer wait for the first one's read, but not for good: a read that never ends
// (a stalled database call, a request whose lifecycle stopped) must not hold every later request of that answer.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { registerCachedAnswers } from '../src/catalog/cachedAnswers.js';
import { CatalogCache } from '../src/catalog/catalogCache.js';

test('a read of an answer that never ends holds the next requests of that answer for a second at most', async () => {
  const cache = new CatalogCache({ maxAgeMs: 60_000, maxBytes: 1_000_000 });
  const app = Fastify();
  registerCachedAnswers(app, cache);
  let reads = 0;
  let stalled: (() => void) | undefined;
  app.get('/answer', { config: { cache: () => 'one key' } }, async () => {
    const read = ++reads;
    if (read === 1) await new Promise<void>((resolve) => (stalled = resolve));
    return { reads: read };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = () =>
    fetch(`http://127.0.0.1:${port}/answer`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.json() as Promise<{ reads: number }>,
    );
  try {
    const first = get();
    while (!stalled) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    assert.deepEqual(await get(), { reads: 2 }, 'read by the later request itself');
    const waited = Date.now() - started;
    assert.ok(waited >= 900 && waited < 4_000, `waited ${waited} ms`);
    assert.deepEqual(await get(), { reads: 2 }, 'then kept');
    stalled();
    assert.deepEqual(await first, { reads: 1 });
  } finally {
    await app.close();
  }
});

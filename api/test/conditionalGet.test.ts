// Conditional requests: catalogue answers carry an ETag and answer a matching If-None-Match with 304 and no body;
// the tag follows the content (places left, language) and the encoding does not change it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, changedBehindTheApi, call } from './helpers.js';
import { setPlacesLeft } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const get = (url: string, headers: Record<string, string> = {}) => call(app, { method: 'GET', url, headers });

const CATALOGUE_READS = [
  '/api/events',
  '/api/events?location=Luxor&sort=name',
  '/api/events/1',
  '/api/locations',
  '/api/providers',
  '/api/events/1/availability',
  '/api/fx-rates',
];

describe('conditional GETs of the catalogue', () => {
  for (const url of CATALOGUE_READS) {
    test(`${url}: an ETag, then 304 with no body for the same tag`, async () => {
      const first = await get(url);
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]{27}"$/);
      // Kept and asked again each time, unless the route has its own policy (the day's rates: an hour).
      assert.equal(first.headers['cache-control'], url === '/api/fx-rates' ? 'public, max-age=3600' : 'no-cache');
      const again = await get(url, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      // A tag among others, or weak, still matches; another tag does not.
      assert.equal((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode, 304);
      assert.equal((await get(url, { 'if-none-match': '"other"' })).statusCode, 200);
    });
  }

  test('the tag changes with the places left', async () => {
    const before = await get('/api/events/1');
    await setPlacesLeft(database.db, 1, 3);
    changedBehindTheApi(app);
    const after = await get('/api/events/1', { 'if-none-match': before.headers.etag as string });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().ticketsCount, 3);
    assert.notEqual(after.headers.etag, before.headers.etag);
  });

  test('each language has its own tag, and the answer says it varies by language', async () => {
    const english = await get('/api/events/1');
    const arabic = await get('/api/events/1', { 'accept-language': 'ar' });
    assert.notEqual(arabic.headers.etag, english.headers.etag);
    assert.match(String(arabic.headers.vary), /Accept-Language/i);
    const crossed = await get('/api/events/1', {
      'accept-language': 'ar',
      'if-none-match': english.headers.etag as string,
    });
    assert.equal(crossed.statusCode, 200);
  });

  test('a compressed answer has the same tag, and 304 works for it', async () => {
    const plain = await get('/api/events/1/availability');
    const brotli = await get('/api/events/1/availability', { 'accept-encoding': 'br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.headers.etag, plain.headers.etag);
    const again = await get('/api/events/1/availability', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    assert.equal(again.statusCode, 304);
  });

  test('a refusal never becomes a 304, and other routes send no tag', async () => {
    const missing = await get('/api/events/999999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.equal((await get('/api/events/999999', { 'if-none-match': '*' })).statusCode, 404);
    assert.equal((await get('/api/health')).headers.etag, undefined);
  });
});

// GET /api/search beyond the party's fit: the rating it shows and sorts by is the one the reviews' summary shows, and
// a currency without a stored rate is the service's fault (503 in the error shape), not the caller's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, call, changedBehindTheApi } from './helpers.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const get = (url: string) => call(app, { method: 'GET', url });
const range = () => {
  const from = cairoDateOf(new Date());
  return `from=${from}&to=${addDays(from, 60)}&adults=1`;
};

describe('GET /api/search', () => {
  test("each hit's rating is its reviews' summary average, to one decimal; the rating sort follows it", async () => {
    const res = await get(`/api/search?${range()}&sort=rating&pageSize=50`);
    assert.equal(res.statusCode, 200, res.body);
    const hits = res.json<{ items: { experience: { id: number }; rating: number | null }[] }>().items;
    const rated = hits.filter((hit) => hit.rating !== null);
    assert.ok(rated.length > 1, 'the seed has reviewed experiences');
    for (const hit of rated) {
      const summary = (await get(`/api/events/${hit.experience.id}/reviews`)).json<{ summary: { average: number } }>()
        .summary;
      assert.equal(hit.rating, summary.average, `experience ${hit.experience.id}`);
    }
    const ratings = hits.map((hit) => hit.rating ?? -1);
    assert.deepEqual(
      ratings,
      [...ratings].sort((a, b) => b - a),
    );
  });

  test('a currency with no stored rate: 503 PRICES_UNAVAILABLE with Retry-After, in the error shape', async () => {
    await database.db.execute(sql`delete from fx_rates where quote = 'EUR'`);
    changedBehindTheApi(app);
    const res = await get(`/api/search?${range()}&currency=EUR`);
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.headers['retry-after'], '60');
    assert.deepEqual(res.json(), {
      error: {
        code: 'PRICES_UNAVAILABLE',
        message: 'Prices in EUR are not available right now. Please try again later.',
      },
    });
    assert.equal((await get(`/api/search?${range()}&currency=USD`)).statusCode, 200);
  });
});

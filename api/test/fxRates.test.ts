// GET /api/fx-rates: the seeded EGP rates and their shape, the newest rate of each currency winning, the cache header,
// the OpenAPI entry; the fx_rates table's checks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FxRates } from '@kemet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { fxRates } from '../src/db/schema.js';
import { SEED_FX_DATE, SEED_FX_SOURCE } from '../src/seed/fxRates.js';
import { appPerFile, changedBehindTheApi, call, testApp } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const get = (url: string) => call(app, { method: 'GET', url });

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('GET /api/fx-rates', () => {
  test('the seeded rates: EGP base, how many USD and EUR one EGP buys, dated, with the seed as source', async () => {
    const res = await get('/api/fx-rates');
    assert.equal(res.statusCode, 200);
    const body: FxRates = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['asOf', 'base', 'rates', 'source']);
    assert.equal(body.base, 'EGP');
    assert.equal(body.asOf, SEED_FX_DATE);
    assert.match(body.asOf, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(body.source, SEED_FX_SOURCE);
    assert.match(body.source, /^Kemet seed, indicative rates of 2026-\d{2}-\d{2}$/);
    assert.deepEqual(Object.keys(body.rates).sort(), ['EGP', 'EUR', 'USD']);
    assert.equal(body.rates.EGP, 1);
    assert.ok(Math.abs(1 / body.rates.USD - 47.6) < 0.001, `${1 / body.rates.USD} EGP per USD`);
    assert.ok(Math.abs(1 / body.rates.EUR - 55) < 0.001, `${1 / body.rates.EUR} EGP per EUR`);
  });

  test('public and cacheable for an hour', async () => {
    const res = await get('/api/fx-rates');
    assert.equal(res.headers['cache-control'], 'public, max-age=3600');
  });

  test('with two dates for USD the newer rate wins; asOf is the oldest of the rates given', async () => {
    await database.db.insert(fxRates).values([
      {
        base: 'EGP',
        quote: 'USD',
        rate: '0.0200000000',
        asOf: '2026-11-23',
        source: 'Central Bank of Egypt, 2026-11-23',
      },
      {
        base: 'EGP',
        quote: 'USD',
        rate: '0.0250000000',
        asOf: '2026-10-01',
        source: 'Central Bank of Egypt, 2026-10-01',
      },
    ]);
    changedBehindTheApi(app);
    const body: FxRates = (await get('/api/fx-rates')).json();
    assert.equal(body.rates.USD, 0.02);
    assert.ok(Math.abs(1 / body.rates.EUR - 55) < 0.001, 'EUR keeps its only rate');
    assert.equal(body.asOf, SEED_FX_DATE);
    assert.equal(
      body.source,
      `${SEED_FX_SOURCE}; Central Bank of Egypt, 2026-11-23`,
      'sources in currency order: EUR, USD',
    );
  });

  test('the table refuses lower-case or long codes, a rate of zero or less, a second rate for a pair and date', async () => {
    const row = { base: 'EGP', quote: 'GBP', rate: '0.0160000000', asOf: '2026-11-23', source: 'test' };
    const cases: [Partial<typeof row>, string][] = [
      [{ quote: 'gbp' }, 'fx_quote_code'],
      [{ base: 'EGPX' }, 'fx_base_code'],
      [{ rate: '0' }, 'fx_rate_positive'],
      [{ rate: '-0.5' }, 'fx_rate_positive'],
      [{ quote: 'USD' }, 'fx_rates_base_quote_as_of_pk'],
    ];
    for (const [bad, constraint] of cases) {
      await assert.rejects(database.db.insert(fxRates).values({ ...row, ...bad }), (error: Error) => {
        assert.match(String((error.cause as Error | undefined)?.message ?? error.message), new RegExp(constraint));
        return true;
      });
    }
    await database.db.insert(fxRates).values(row);
  });

  test('listed in the OpenAPI document with its answer schema', async () => {
    const docsApp = await testApp(database, { config: { apiDocs: true } });
    try {
      const doc = (await call(docsApp, { method: 'GET', url: '/api/docs/json' })).json();
      const answer = doc.paths['/api/fx-rates']?.get?.responses?.['200'];
      assert.ok(answer, 'GET /api/fx-rates is documented');
      assert.ok(answer.content['application/json'].schema.properties.rates);
    } finally {
      await docsApp.close();
    }
  });
});

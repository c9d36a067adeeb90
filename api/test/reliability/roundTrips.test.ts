// Database round trips per request on real PostgreSQL (the sizing figures in docs/scaling.md): counted, and kept
// bounded.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { prepareDatabase } from '../../src/db/prepare.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { insertTicket, keyOf, nonce } from '../gateFixtures.js';
import { PASSWORD, call, post, postgresAdminUrl, scratchPostgres, signUp, testApp } from '../helpers.js';

const adminUrl = await postgresAdminUrl();

describe(
  'round trips to PostgreSQL per request',
  { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' },
  () => {
    let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
    let database: Database;
    let app: FastifyInstance;
    const original = pg.Client.prototype.query;
    let queries = 0;

    before(async () => {
      scratch = await scratchPostgres(adminUrl!);
      database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
      await prepareDatabase(database);
      // A session's share held is read before each hold, as shipped.
      app = await testApp(database, { config: { powHeldShare: 0.5 } });
      // Every statement the pool sends (BEGIN/COMMIT included) goes through Client#query.
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        queries++;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
    });
    after(async () => {
      pg.Client.prototype.query = original;
      await app?.close();
      await database?.close();
      await scratch?.drop();
    });

    async function count(run: () => Promise<unknown>): Promise<number> {
      queries = 0;
      await run();
      return queries;
    }

    test('catalogue reads, session checks, sign-in and a booking stay within their budgets', async (t) => {
      const { cookie, email } = await signUp(app);
      const ticket = await insertTicket(database.db);
      const gateKey = await keyOf(database.db, ticket.providerId);
      const availability = (await call(app, { method: 'GET', url: '/api/events/3/availability' })).json();
      const session = availability.days
        .flatMap((d: { sessions: { id: number; bookable: boolean }[] }) => d.sessions)
        .find((s: { bookable: boolean }) => s.bookable);
      const choice = { sessionId: session.id, tickets: [{ categoryId: availability.categories[0].id, quantity: 2 }] };
      let holdId = '';
      let reference = '';
      const figures: Record<string, number> = {
        'GET /api/events': await count(() => call(app, { method: 'GET', url: '/api/events?pageSize=6' })),
        'GET /api/events?q=…': await count(() => call(app, { method: 'GET', url: '/api/events?q=nile&sort=name' })),
        'GET /api/events/:id': await count(() => call(app, { method: 'GET', url: '/api/events/3' })),
        'GET /api/events/:id/availability': await count(() =>
          call(app, { method: 'GET', url: '/api/events/3/availability' }),
        ),
        'GET /api/locations': await count(() => call(app, { method: 'GET', url: '/api/locations' })),
        'GET /api/me': await count(() => call(app, { method: 'GET', url: '/api/me', headers: { cookie } })),
        'POST /api/sessions': await count(() => post(app, '/api/sessions', { email, password: PASSWORD })),
        'POST /api/quotes': await count(() => post(app, '/api/quotes', choice)),
        'POST /api/holds': await count(async () => {
          const res = await post(app, '/api/holds', choice, { cookie });
          assert.equal(res.statusCode, 201, res.body);
          holdId = res.json().hold.id;
        }),
        'POST /api/bookings (a hold)': await count(async () => {
          const res = await post(
            app,
            '/api/bookings',
            { holdId, payment: { cardLast4: '4242', cvc: '123' } },
            { cookie, 'idempotency-key': 'rt-0' },
          );
          assert.equal(res.statusCode, 201, res.body);
          reference = res.json().booking.reference;
        }),
        'POST /api/bookings': await count(async () => {
          const res = await post(
            app,
            '/api/bookings',
            { eventId: 2, quantity: 1, payment: { cardLast4: '4242', cvc: '123' } },
            { cookie, 'idempotency-key': 'rt-1' },
          );
          assert.equal(res.statusCode, 201);
        }),
        'GET /api/bookings': await count(() => call(app, { method: 'GET', url: '/api/bookings', headers: { cookie } })),
        'GET /api/bookings/:reference': await count(() =>
          call(app, { method: 'GET', url: `/api/bookings/${reference}`, headers: { cookie } }),
        ),
        'POST /api/checkins (valid)': await count(async () => {
          const res = await post(
            app,
            '/api/checkins',
            { token: ticket.token, nonce: nonce() },
            { authorization: `Bearer ${gateKey}` },
          );
          assert.equal(res.json().result, 'valid', res.body);
        }),
      };
      t.diagnostic(JSON.stringify(figures));
      const budgets: Record<string, number> = {
        'GET /api/events': 2,
        'GET /api/events?q=…': 2,
        'GET /api/events/:id': 1,
        'GET /api/events/:id/availability': 2,
        'GET /api/locations': 1,
        'GET /api/me': 2,
        'POST /api/sessions': 3,
        'POST /api/quotes': 2,
        // The hold, and the caps on places held (docs/product/rules.md): a renewal count and the session's share held
        // (proof of work past half) before, one statement after.
        'POST /api/holds': 11,
        // Three short steps (api/README.md, Bookings): claim and pending booking, the charge, the confirmation with its
        // tickets.
        'POST /api/bookings (a hold)': 17,
        'POST /api/bookings': 21,
        'GET /api/bookings': 3,
        'GET /api/bookings/:reference': 5,
        'POST /api/checkins (valid)': 7,
      };
      for (const [name, budget] of Object.entries(budgets))
        assert.ok(figures[name] <= budget, `${name}: ${figures[name]} round trips > ${budget}`);
    });
  },
);

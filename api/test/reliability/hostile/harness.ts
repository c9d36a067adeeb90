// Hostile-input harness: one app on fresh PGlite per test file with a signed-up traveller, `hit` (no 5xx, JSON error
// shape, no secrets) and ledger snapshots.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../src/db/client.js';
import { pgliteDatabase, requestUrl, signUp, testApp } from '../../helpers.js';

const SECRET = /\$argon2|passwordHash|password_hash|token_hash|tokenHash/;

/** Row counts and the ticket ledger, as `snapshot` returns them. */
export interface Snapshot {
  users: number;
  sessions: number;
  contact: number;
  partners: number;
  newsletter: number;
  /** Sessions whose places taken differ from their confirmed bookings plus live holds: 0. */
  seats: number;
  unfinishedKeys: number;
  bookingsWithoutKey: number;
}

/**
 * Call at the top of a test file: the app, its database and the traveller are there once the file's `before` hooks have
 * run.
 */
export function hostileHarness() {
  let database: Database;
  let app: FastifyInstance;
  let traveller: { cookie: string; email: string };

  before(async () => {
    database = await pgliteDatabase();
    app = await testApp(database);
    traveller = await signUp(app);
  });
  after(async () => {
    await app?.close();
    await database?.close();
  });

  /** One request: never a 5xx, a 4xx is always {"error":{"code","message"}} as JSON, no secret material ever. */
  async function hit(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await app.inject(options);
    const what = `${options.method} ${requestUrl(options).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    assert.ok(res.statusCode < 500, what);
    assert.doesNotMatch(res.body, SECRET, what);
    if (res.statusCode >= 400 && options.method !== 'HEAD') {
      assert.match(String(res.headers['content-type']), /^application\/json/, what);
      const body = JSON.parse(res.body);
      assert.equal(typeof body.error?.code, 'string', what);
      assert.equal(typeof body.error?.message, 'string', what);
    }
    return res;
  }

  async function scalar(query: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await database.db.execute(query);
    return Number(Object.values(rows[0])[0]);
  }

  /** Row counts and the place ledger; compared before and after each property. */
  async function snapshot(): Promise<Snapshot> {
    return {
      users: await scalar(sql`select count(*) from users`),
      sessions: await scalar(sql`select count(*) from sessions`),
      contact: await scalar(sql`select count(*) from contact_messages`),
      partners: await scalar(sql`select count(*) from partner_applications`),
      newsletter: await scalar(sql`select count(*) from newsletter_subscriptions`),
      // Places are conserved: what every session has taken is what its confirmed bookings and live holds hold.
      seats: await scalar(
        sql`select count(*) from experience_sessions s where s.places_taken <>
          (select coalesce(sum(places), 0) from bookings b where b.session_id = s.id and b.status = 'confirmed')
          + (select coalesce(sum(places), 0) from holds h where h.session_id = s.id and h.status = 'active')`,
      ),
      unfinishedKeys: await scalar(sql`select count(*) from idempotency_keys where status_code is null`),
      bookingsWithoutKey: await scalar(
        sql`select count(*) from bookings b where not exists (select 1 from idempotency_keys k where k.user_id = b.user_id and k.key = b.idempotency_key)`,
      ),
    };
  }

  return {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    get traveller() {
      return traveller;
    },
    hit,
    snapshot,
  };
}

// Scale-out on one machine: three API processes on one PostgreSQL (and one Redis), behind Debian's nginx on loopback.
// Proves the instances are stateless: a booking race through the balancer, a sign-in that moves between instances,
// logout ending the session everywhere, sign-in back-off that adds up across instances through Redis, and per-IP
// limits that count each client behind nginx on its own (the APIs trust nginx's X-Forwarded-For, TRUST_PROXY).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { postgresAdminUrl, scratchPostgres } from '../helpers.js';
import { nginxBinary, startBalancer, type Balancer } from './nginx.js';
import {
  CARD,
  PASSWORD,
  RELAXED_LIMITS,
  errorCode,
  redisUp,
  request,
  sessionCookieOf,
  signIn,
  signUp,
  startApis,
  stopAll,
  type ApiProcess,
} from './support.js';

const adminUrl = await postgresAdminUrl();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisUp(REDIS_URL);
const nginx = nginxBinary();
const BACKOFF_AFTER = 3;
const PER_IP = 30;

/** A JSON request from a chosen loopback address (a client of its own to nginx). */
function requestFrom(
  from: string,
  port: number,
  method: string,
  url: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const headers = { 'content-type': 'application/json', 'content-length': data.length };
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, localAddress: from, agent: false },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('three instances, one database', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  const prefix = `kemet-rel-${randomBytes(4).toString('hex')}:`;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let sql: pg.Client;
  const apis: ApiProcess[] = [];
  let balancer: Balancer | undefined;

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    const env = {
      DATABASE_URL: scratch.url,
      IDEMPOTENCY_SECRET: 'multi-instance-shared-idempotency-secret-0123',
      ...(hasRedis ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
      ...RELAXED_LIMITS,
      SIGNIN_BACKOFF_AFTER: String(BACKOFF_AFTER),
      SIGNIN_LIMIT_PER_IP: String(PER_IP),
      // nginx on loopback is the only hop they trust to name the client.
      TRUST_PROXY: '127.0.0.1',
    };
    await startApis(env, 3, apis);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  });
  after(async () => {
    await balancer?.stop();
    await stopAll(...apis);
    await sql?.end();
    await scratch?.drop();
    if (hasRedis) {
      const { Redis } = await import('ioredis');
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  });

  describe('behind nginx', { skip: nginx ? false : 'nginx is not installed (apt-get install nginx-light)' }, () => {
    before(async () => {
      balancer = await startBalancer(
        nginx!,
        apis.map((a) => a.port),
      );
    });

    test('round robin reaches all three instances', async () => {
      const upstreams = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await request(balancer!.port, 'GET', '/api/events?pageSize=1');
        assert.equal(res.status, 200);
        upstreams.add(String(res.headers['x-kemet-upstream']));
      }
      assert.deepEqual([...upstreams].sort(), apis.map((a) => `127.0.0.1:${a.port}`).sort());
    });

    test(
      'booking race through the balancer: 100 requests for 10 places → exactly 10 booked, the rest 409 SOLD_OUT',
      { timeout: 120_000 },
      async () => {
        const eventId = 10;
        const { rows: next } = await sql.query<{ id: number }>(
          `select id from experience_sessions where experience_id = $1 and status = 'open'
             and now() < starts_at - make_interval(mins => booking_cutoff_minutes) order by starts_at limit 1`,
          [eventId],
        );
        const sessionId = next[0].id;
        await sql.query('update experience_sessions set capacity = places_taken + 10 where id = $1', [sessionId]);
        const users = await Promise.all(Array.from({ length: 5 }, () => signUp(balancer!.port)));
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            request(balancer!.port, 'POST', '/api/bookings', {
              body: { eventId, quantity: 1, payment: CARD },
              headers: { cookie: users[i % users.length].cookie, 'idempotency-key': `lb-race-${i}` },
              timeoutMs: 100_000,
            }),
          ),
        );
        const won = results.filter((r) => r.status === 201);
        assert.equal(won.length, 10, results.map((r) => r.status).join(','));
        for (const r of results.filter((x) => x.status !== 201)) {
          assert.equal(r.status, 409, r.body);
          assert.equal(errorCode(r), 'SOLD_OUT');
        }
        const servedBy = new Set(results.map((r) => String(r.headers['x-kemet-upstream'])));
        assert.equal(servedBy.size, 3, 'the race ran on all three instances');
        const { rows } = await sql.query<{ left: number; booked: number }>(
          `select capacity - places_taken as left, (select count(*)::int from bookings where session_id = $1 and status = 'confirmed') as booked
           from experience_sessions where id = $1`,
          [sessionId],
        );
        assert.deepEqual(rows[0], { left: 0, booked: 10 });
      },
    );

    test(
      `per-IP limits count real clients: ${PER_IP + 1} failed sign-ins from 127.0.0.2 do not stop 127.0.0.3`,
      { skip: hasRedis ? false : `no Redis at ${REDIS_URL}` },
      async () => {
        const { email } = await signUp(apis[0].port);
        const statuses: number[] = [];
        for (let i = 0; i <= PER_IP; i++) {
          const res = await requestFrom('127.0.0.2', balancer!.port, 'POST', '/api/sessions', {
            email: `nobody.${i}.${email}`,
            password: 'Wrong-Password-1',
          });
          statuses.push(res.status);
        }
        // Past the per-address limit the address proves work (428) rather than meeting a wall.
        assert.equal(statuses.at(-1), 428, statuses.join(','));
        const traveller = await requestFrom('127.0.0.3', balancer!.port, 'POST', '/api/sessions', {
          email,
          password: PASSWORD,
        });
        assert.equal(traveller.status, 200, traveller.body);
      },
    );

    test('a sign-in on one instance works on every instance; after logout the old cookie fails on all of them', async () => {
      const { email } = await signUp(apis[0].port);
      const signedIn = await signIn(apis[1].port, email);
      assert.equal(signedIn.status, 200);
      const cookie = sessionCookieOf(signedIn)!;
      // Through the balancer the session moves between instances on every request.
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const me = await request(balancer!.port, 'GET', '/api/me', { headers: { cookie } });
        assert.equal(me.status, 200, me.body);
        assert.equal(me.json().user.email, email);
        seen.add(String(me.headers['x-kemet-upstream']));
      }
      assert.equal(seen.size, 3);
      for (const api of apis)
        assert.equal((await request(api.port, 'GET', '/api/me', { headers: { cookie } })).status, 200);

      const out = await request(balancer!.port, 'DELETE', '/api/sessions/current', { headers: { cookie } });
      assert.equal(out.status, 204);
      for (const port of [...apis.map((a) => a.port), balancer!.port, balancer!.port, balancer!.port]) {
        const me = await request(port, 'GET', '/api/me', { headers: { cookie } });
        assert.equal(me.status, 401, `old cookie still works on ${port}`);
        assert.equal(errorCode(me), 'UNAUTHENTICATED');
        const booking = await request(port, 'POST', '/api/bookings', {
          body: { eventId: 1, quantity: 1, payment: CARD },
          headers: { cookie, 'idempotency-key': `after-logout-${port}-${Math.random()}` },
        });
        assert.equal(booking.status, 401);
      }
    });
  });

  describe('security across instances (no balancer)', () => {
    test('an old session cookie fails on a second instance after logout on the first', async () => {
      const { email } = await signUp(apis[0].port);
      const res = await signIn(apis[0].port, email);
      const cookie = sessionCookieOf(res)!;
      assert.equal((await request(apis[1].port, 'GET', '/api/me', { headers: { cookie } })).status, 200);
      assert.equal(
        (await request(apis[0].port, 'DELETE', '/api/sessions/current', { headers: { cookie } })).status,
        204,
      );
      for (const api of apis)
        assert.equal((await request(api.port, 'GET', '/api/me', { headers: { cookie } })).status, 401);
    });

    test(
      `sign-in waits (from failure ${BACKOFF_AFTER} per account and address) add up across instances sharing Redis`,
      { skip: hasRedis ? false : `no Redis at ${REDIS_URL}` },
      async () => {
        const { email } = await signUp(apis[2].port);
        for (let i = 0; i < BACKOFF_AFTER; i++) {
          const res = await signIn(apis[i % 2].port, email, 'Wrong-Password-1');
          assert.equal(res.status, 401, res.body);
        }
        // The next attempt from this address, on an instance that has seen only some of the failures, waits; even with
        // the right password, and each attempt while waiting makes the wait longer.
        const waits: number[] = [];
        for (const api of [apis[1], apis[2]]) {
          const limited = await signIn(api.port, email, PASSWORD);
          assert.equal(limited.status, 429, limited.body);
          assert.equal(errorCode(limited), 'RATE_LIMITED');
          waits.push(Number(limited.headers['retry-after']));
        }
        assert.ok(waits[0] >= 1 && waits[1] > waits[0], `Retry-After ${waits.join(', ')}`);
      },
    );
  });
});

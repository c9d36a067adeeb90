// Race: 200 travellers hold and pay at once over two real API processes on one PostgreSQL, for a session of 25 places
// → exactly 25 bookings confirmed, the session full and never above its capacity.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { postgresAdminUrl, scratchPostgres } from '../helpers.js';
import {
  CARD,
  RELAXED_LIMITS,
  errorCode,
  request,
  signUp,
  startApi,
  stopAll,
  type ApiProcess,
  type Reply,
} from './support.js';

const adminUrl = await postgresAdminUrl();
const EVENT_ID = 9;
const PLACES = 25;
const ATTEMPTS = 200;
// Instances behind one database share the fingerprint key (api/README.md), so a retry replays on either of them.
const IDEMPOTENCY_SECRET = 'race-test-shared-idempotency-secret-0123456789';

describe('booking race on two instances', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let sql: pg.Client;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    // Both start at once: the advisory setup lock lets one migrate and seed while the other waits.
    const env = { DATABASE_URL: scratch.url, IDEMPOTENCY_SECRET, ...RELAXED_LIMITS };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  });
  after(async () => {
    await stopAll(a, b);
    await sql?.end();
    await scratch?.drop();
  });

  test(
    `${ATTEMPTS} travellers hold and pay at once for ${PLACES} places → exactly ${PLACES} confirmed, the rest 409 SOLD_OUT`,
    { timeout: 240_000 },
    async (t) => {
      const { rows: sessions } = await sql.query<{ id: number; category: number }>(
        `select s.id, (select c.id from ticket_categories c where c.experience_id = s.experience_id order by c.position, c.id limit 1) as category
         from experience_sessions s where s.experience_id = $1
           and now() < s.starts_at - make_interval(mins => s.booking_cutoff_minutes)
         order by s.starts_at limit 1`,
        [EVENT_ID],
      );
      const { id: sessionId, category } = sessions[0];
      await sql.query('update experience_sessions set places_taken = 0, capacity = $1 where id = $2', [
        PLACES,
        sessionId,
      ]);
      // One traveller per attempt: a second hold of one traveller on the session would release the first.
      const apiOf = (i: number) => (i % 2 ? b : a)!;
      const users = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => signUp(apiOf(i).port)));

      let highest = 0;
      let racing = true;
      const sampler = (async () => {
        while (racing) {
          const { rows } = await sql.query<{ taken: number; capacity: number }>(
            'select places_taken as taken, capacity from experience_sessions where id = $1',
            [sessionId],
          );
          highest = Math.max(highest, rows[0].taken);
          assert.ok(
            rows[0].taken <= rows[0].capacity,
            `places taken ${rows[0].taken} above capacity ${rows[0].capacity}`,
          );
        }
      })();

      const attempts = users.map((user, i) => ({ user, key: `race-${i}`, api: apiOf(i) }));
      const results: { hold: Reply; pay?: Reply }[] = await Promise.all(
        attempts.map(async ({ user, key, api }) => {
          const hold = await request(api.port, 'POST', '/api/holds', {
            body: { sessionId, tickets: [{ categoryId: category, quantity: 1 }] },
            headers: { cookie: user.cookie },
            timeoutMs: 120_000,
          });
          if (hold.status !== 201) return { hold };
          const pay = await request(api.port, 'POST', '/api/bookings', {
            body: { holdId: hold.json().hold.id, payment: CARD },
            headers: { cookie: user.cookie, 'idempotency-key': key },
            timeoutMs: 120_000,
          });
          return { hold, pay };
        }),
      );
      racing = false;
      await sampler;

      const held = results.filter((r) => r.hold.status === 201);
      assert.equal(held.length, PLACES, `hold statuses: ${results.map((r) => r.hold.status).join(',')}`);
      for (const r of results.filter((x) => x.hold.status !== 201)) {
        assert.equal(r.hold.status, 409, r.hold.body);
        assert.equal(errorCode(r.hold), 'SOLD_OUT');
        assert.match(String(r.hold.headers['content-type']), /application\/json/);
      }
      assert.deepEqual(
        held.map((r) => r.pay?.status),
        Array(PLACES).fill(201),
      );

      const { rows: left } = await sql.query<{ taken: number; capacity: number }>(
        'select places_taken as taken, capacity from experience_sessions where id = $1',
        [sessionId],
      );
      assert.deepEqual(left[0], { taken: PLACES, capacity: PLACES }, 'the session ends exactly full');
      assert.ok(highest <= PLACES);

      // Every acknowledged booking has its row, for the right traveller and key; nothing else was booked.
      const { rows } = await sql.query<{
        reference: string;
        user_id: number;
        idempotency_key: string;
        status: string;
        places: number;
      }>('select reference, user_id, idempotency_key, status, places from bookings where session_id = $1', [sessionId]);
      assert.equal(rows.length, PLACES);
      const byReference = new Map(rows.map((r) => [r.reference, r]));
      results.forEach((r, i) => {
        if (!r.pay) return;
        const row = byReference.get(r.pay.json().booking.reference);
        assert.ok(row, `no row for acknowledged booking ${r.pay.json().booking.reference}`);
        assert.deepEqual(
          [row.user_id, row.idempotency_key, row.status, row.places],
          [attempts[i].user.id, attempts[i].key, 'confirmed', 1],
        );
      });

      const paidOnA = results.filter((r, i) => r.pay && attempts[i].api === a).length;
      t.diagnostic(`confirmed through instance A: ${paidOnA}, through B: ${PLACES - paidOnA}`);

      // A retry of a paid attempt on the other instance replays its booking; nothing new is sold.
      const wonIndex = results.findIndex((r) => r.pay);
      const { user, key } = attempts[wonIndex];
      const replay = await request(apiOf(wonIndex + 1).port, 'POST', '/api/bookings', {
        body: { holdId: results[wonIndex].hold.json().hold.id, payment: CARD },
        headers: { cookie: user.cookie, 'idempotency-key': key },
      });
      assert.equal(replay.status, 201);
      assert.deepEqual(replay.json(), results[wonIndex].pay!.json());
      const { rows: finalRows } = await sql.query<{ n: number }>(
        `select count(*)::int as n from bookings where session_id = $1`,
        [sessionId],
      );
      assert.equal(finalRows[0].n, PLACES);
    },
  );
});

// The search at scale on real PostgreSQL (skipped when none is reachable): 1,000 experiences and 100,000 sessions.
// The main query walks each experience's sessions through the (experience_id, starts_at) index, and answers a week's
// search for a family in well under a second. Run alone, it prints the EXPLAIN given in docs/product/search.md.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { GOVERNORATES } from '@kemet/contract';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { fittingSessionsSql } from '../src/search/fittingSessions.js';
import { addDays, cairoDateOf, cairoToUtc } from '../src/sessions/cairoTime.js';
import { call, changedBehindTheApi, postgresAdminUrl, scratchPostgres, testApp } from './helpers.js';

const adminUrl = await postgresAdminUrl();
const EXPERIENCES = 1_000;
const SESSIONS_EACH = 100;
const FIRST_ID = 100_001;

describe('search at scale on PostgreSQL', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let app: FastifyInstance;

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 4 });
    await prepareDatabase(database);
    const { db } = database;
    // Only the generated catalogue: the seed's experiences leave the published list.
    await db.execute(sql`update experiences set status = 'draft'`);
    const places = sql.raw(`array[${GOVERNORATES.map((g) => `'${g.replace(/'/g, "''")}'`).join(',')}]`);
    await db.execute(sql`
      insert into experiences (id, name, location, description, details, images, image_width, image_height,
        provider_id, kind, currency, search_text, guide_languages)
      select ${FIRST_ID} + n, 'Generated ' || n, (${places})[1 + n % ${GOVERNORATES.length}], 'd', 'd',
        array['a.svg','b.svg','c.svg'], 800, 600, (select min(id) from providers),
        case when n % 3 = 0 then 'event' else 'tour' end, 'USD', 'generated ' || n,
        case when n % 4 = 0 then array['ar','en','fr'] else array['ar','en'] end
      from generate_series(0, ${EXPERIENCES - 1}) n`);
    await db.execute(sql`
      insert into ticket_categories (experience_id, code, residency, label, proof, price_minor, currency, position)
      select e.id, c.code, 'any', c.code, 'none', c.price + (e.id % 50) * 100, 'USD', c.position
      from experiences e, (values ('adult', 4000, 0), ('child', 2000, 1), ('infant', 0, 2)) as c(code, price, position)
      where e.id >= ${FIRST_ID}`);
    // A session a day for 100 days, at an hour of the experience's own, some nearly full.
    await db.execute(sql`
      insert into experience_sessions (experience_id, starts_at, ends_at, capacity, places_taken)
      select e.id, date_trunc('day', now()) + make_interval(days => d, hours => 6 + e.id % 14),
        date_trunc('day', now()) + make_interval(days => d, hours => 8 + e.id % 14 + e.id % 5),
        20, case when (e.id + d) % 7 = 0 then 19 else (e.id + d) % 10 end
      from experiences e, generate_series(1, ${SESSIONS_EACH}) d
      where e.id >= ${FIRST_ID}`);
    await db.execute(sql`analyze`);
    app = await testApp(database);
    changedBehindTheApi(app);
  });
  after(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  test('holds the catalogue it is measured on', async () => {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from experience_sessions where experience_id >= ${FIRST_ID}`,
    );
    assert.equal(Number(rows[0].n), EXPERIENCES * SESSIONS_EACH);
  });

  test("a week's search for a family of four answers in under a second, every hit with room for them", async () => {
    const from = addDays(cairoDateOf(new Date()), 10);
    const url = `/api/search?from=${from}&to=${addDays(from, 6)}&adults=2&children=1&infants=1&pageSize=50`;
    // The first read of a process prepares what every later one reuses (the rates, the plan's statistics).
    await call(app, { method: 'GET', url: url.replace('infants=1', 'infants=0') });
    const started = performance.now();
    const res = await call(app, { method: 'GET', url });
    const ms = performance.now() - started;
    if (process.env.SEARCH_EXPLAIN) console.log(`search answered in ${Math.round(ms)} ms`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<{ total: number; items: { session: { id: number } }[] }>();
    // Every generated experience has sessions that week, and a session with 19 of 20 places taken is never one.
    assert.equal(body.total, EXPERIENCES);
    const ids = body.items.map((h) => h.session.id);
    const { rows } = await database.db.execute<{ left: number }>(
      sql`select capacity - places_taken as left from experience_sessions where id in ${ids}`,
    );
    assert.ok(rows.every((r) => Number(r.left) >= 3));
    assert.ok(ms < 1_000, `answered in ${Math.round(ms)} ms`);
  });

  test('the main query reads sessions through the (experience_id, starts_at) index', async () => {
    const from = addDays(cairoDateOf(new Date()), 10);
    const query = fittingSessionsSql({
      startsFrom: cairoToUtc(from, '00:00'),
      startsBefore: cairoToUtc(addDays(from, 7), '00:00'),
      party: { adults: 2, children: 1, infants: 1, residency: 'foreign' },
      where: null,
      kind: undefined,
    });
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, costs off, timing off, summary on) ${query}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    if (process.env.SEARCH_EXPLAIN) console.log(plan);
    assert.match(plan, /Index Scan (using|on) experience_sessions_start/);
    assert.doesNotMatch(plan, /Seq Scan on experience_sessions/);
  });
});

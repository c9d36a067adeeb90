// The catalogue cache across instances sharing one PostgreSQL database: a write through one shows on the others at
// once through LISTEN/NOTIFY, only where it touches what they show, and within 1 s when a message is lost.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { notifiedSql, placesChangedOf } from '../src/catalog/placeChanges.js';
import { post, postgresAdminUrl, scratchPostgres, signUp, testApp } from './helpers.js';
import {
  calendarPlacesOf,
  card,
  hitsOfRead,
  holdPlaces,
  idempotencyKey,
  placesOf,
  readPlaces,
  seenWithin,
} from './catalogReads.js';
import { insertExperience, setPlacesLeft } from './sessionFixtures.js';

const adminUrl = await postgresAdminUrl();

test('a message of another instance names each experience and the start of its earliest changed session', () => {
  assert.deepEqual(
    placesChangedOf('3@1700000000,12@1700003600,3@1699990000'),
    new Map([
      [3, 1_699_990_000_000],
      [12, 1_700_003_600_000],
    ]),
  );
  assert.deepEqual(
    placesChangedOf('7,8@soon'),
    new Map([
      [7, -Infinity],
      [8, -Infinity],
    ]),
    'without a start: every session',
  );
  assert.deepEqual(placesChangedOf('x@1,,@2'), new Map(), 'no experience');
});

describe(
  'two instances on one PostgreSQL database',
  { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' },
  () => {
    let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];

    /**
     * An instance of its own (its pool, its listener, its cache); maxAgeMs long so only a message can refresh it.
     * Its listener connects through listenUrl when given.
     */
    async function instance(maxAgeMs: number, listenUrl = scratch.url): Promise<FastifyInstance> {
      const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
      databases.push(database);
      const app = await testApp(database, { config: { databaseUrl: listenUrl, catalogCacheMaxAgeMs: maxAgeMs } });
      apps.push(app);
      return app;
    }

    before(async () => {
      scratch = await scratchPostgres(adminUrl!);
      const setup = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
      await prepareDatabase(setup);
      await setup.close();
    });
    after(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await scratch.drop();
    });

    test('a hold and a booking through A show on B within 1 s (a NOTIFY; B would otherwise keep its answer a minute)', async () => {
      const [a, b] = [await instance(60_000), await instance(60_000)];
      const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
      assert.equal(await placesOf(b, f.experienceId), 10);
      assert.equal(await calendarPlacesOf(b, f), 10);
      const { cookie } = await signUp(a);
      const held = await holdPlaces(a, cookie, f, 3);
      assert.equal(await placesOf(a, f.experienceId), 7, 'A at once');
      await seenWithin(() => placesOf(b, f.experienceId), 7, 1000);
      await seenWithin(() => calendarPlacesOf(b, f), 7, 1000);
      const booked = await post(
        a,
        '/api/bookings',
        { holdId: held, payment: card },
        { cookie, 'idempotency-key': idempotencyKey() },
      );
      assert.equal(booked.statusCode, 201, booked.body);
      await post(a, `/api/bookings/${booked.json().booking.id}/cancel`, {}, { cookie });
      await seenWithin(() => placesOf(b, f.experienceId), 10, 1000);
    });

    test("a hold through A on a session after the one B shows leaves B's page cached; one on that session shows on B within 1 s", async () => {
      const [a, b] = [apps[0] ?? (await instance(60_000)), apps[1] ?? (await instance(60_000))];
      const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }, { capacity: 10 }] });
      assert.equal(await placesOf(b, f.experienceId), 10);
      assert.equal(await calendarPlacesOf(b, f, 1), 10);
      const { cookie } = await signUp(a);
      await holdPlaces(a, cookie, f, 4, 1);
      await seenWithin(() => calendarPlacesOf(b, f, 1), 6, 1000);
      assert.deepEqual(
        await readPlaces(b, f.experienceId),
        { places: 10, fromMemory: true },
        "B's page was served from memory",
      );
      await holdPlaces(a, cookie, f, 3, 0);
      await seenWithin(() => placesOf(b, f.experienceId), 7, 1000);
    });

    test('a write changing more experiences than one message can name tells the others to forget every answer', async () => {
      const b = apps[1] ?? (await instance(60_000));
      const f = await insertExperience(databases[0].db);
      await placesOf(b, f.experienceId);
      const misses = b.ctx.catalogCache.misses;
      // 2,000 experiences' changes: far over the 8,000 bytes PostgreSQL takes in a NOTIFY.
      const { rows } = await databases[0].db.execute<{ notified: number }>(sql`
      with changed as (select n as experience_id, now() + n * interval '1 hour' as starts_at from generate_series(1, 2000) n),
      ${notifiedSql(sql.raw('changed'))}
      select (select count(*) from notified)::int as notified`);
      assert.equal(rows[0]?.notified, 1);
      await seenWithin(async () => (await placesOf(b, f.experienceId), b.ctx.catalogCache.misses - misses), 1, 1000);
    });

    test("B's listener dropped: B empties its cache and listens again, so a booking meanwhile still shows within 1 s", async () => {
      const [a, b] = [apps[0] ?? (await instance(60_000)), apps[1] ?? (await instance(60_000))];
      const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
      assert.equal(await placesOf(b, f.experienceId), 10);
      const admin = new pg.Client({ connectionString: adminUrl! });
      await admin.connect();
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'kemet-catalog-listener'`,
        [new URL(scratch.url).pathname.slice(1)],
      );
      await admin.end();
      assert.ok(rows.length >= 2, 'both listeners were connected');
      const { cookie } = await signUp(a);
      await holdPlaces(a, cookie, f, 4);
      await seenWithin(() => placesOf(b, f.experienceId), 6, 1000);
    });

    test('a change no message announces (SQL written behind the API) shows on every instance within the max age', async () => {
      const c = await instance(1000);
      const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
      // A new instance serves nothing from memory until it hears its first heartbeat (up to 250 ms after it starts).
      await seenWithin(() => hitsOfRead(c, f.experienceId), 1, 2000);
      // The change must meet a stored answer, or the round proves nothing. A machine that stalls for a second between
      // two reads (no heartbeat heard, or the max age gone) rightly reads the database again: then another round.
      for (let left = 9; left >= 7; left--) {
        const before = await placesOf(c, f.experienceId);
        await setPlacesLeft(databases[0].db, f.experienceId, left);
        const { places: stored, fromMemory } = await readPlaces(c, f.experienceId);
        if (fromMemory) assert.equal(stored, before, 'the stored answer');
        await seenWithin(() => placesOf(c, f.experienceId), left, 1500);
        if (fromMemory) return;
      }
      assert.fail('in three rounds, no answer stayed in memory for the next read');
    });

    test("B's listener goes quiet with its connection still open (a partition): B serves nothing from memory after 1 s, so a hold through A it never hears of shows within about 1 s; after 5 s B connects again", async () => {
      const a = apps[0] ?? (await instance(60_000));
      const proxy = await freezableProxy(scratch.url);
      // Closed whatever happens: a listener left on a frozen relay would hold B's close for good.
      try {
        const b = await instance(60_000, proxy.url);
        const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
        const hitOnB = () => hitsOfRead(b, f.experienceId);
        await seenWithin(hitOnB, 1, 2000);
        proxy.freeze();
        const { cookie } = await signUp(a);
        await holdPlaces(a, cookie, f, 3);
        assert.equal(await placesOf(a, f.experienceId), 7, 'A at once');
        await seenWithin(() => placesOf(b, f.experienceId), 7, 1500);
        assert.equal(await hitOnB(), 0, 'B, hearing nothing, reads the database');
        // The frozen connection is given up; a new one through the relay hears again.
        await seenWithin(hitOnB, 1, 8_000);
        assert.equal(await placesOf(b, f.experienceId), 7);
      } finally {
        proxy.close();
      }
    });
  },
);

/** A TCP relay to the database that can stop relaying while keeping both connections open, as a partition does. */
async function freezableProxy(target: string): Promise<{ url: string; freeze: () => void; close: () => void }> {
  const databaseUrl = new URL(target);
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(databaseUrl.port || 5432), databaseUrl.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    freeze: () => {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: () => {
      server.close();
      for (const pair of pairs) for (const socket of pair) socket.destroy();
    },
  };
}

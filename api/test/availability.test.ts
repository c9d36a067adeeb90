// GET /api/events/:id/availability: Cairo days with sessions, places left (holds count), bookable, prices per category
// (docs/product/rules.md#sessions-and-ticket-categories).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import type { Availability } from '@kemet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedExperiences } from '../seed/experiences/index.js';
import type { Database } from '../src/db/client.js';
import { experienceSessions, holds } from '../src/db/schema.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, changedBehindTheApi, call, signUp } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const get = (url: string) => call(app, { method: 'GET', url });
const calendar = async (id: number, query: string): Promise<Availability> => {
  const res = await get(`/api/events/${id}/availability?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
const cairoTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', timeStyle: 'short' }).format(new Date(iso));
const cairoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

appPerFile((a, d) => {
  app = a;
  database = d;
});

const tomorrow = () => addDays(cairoDateOf(new Date()), 1);

describe('a tour: daily sessions from its schedule', () => {
  test('Karnak (daily at 08:00): one session a day, places, cut-off, prices after the sale, categories and policy', async () => {
    // From the day after tomorrow: booking closes 12 h before 08:00, so tomorrow's session closes at 20:00 today
    // (Cairo), and a run late in the day would find it not bookable.
    const from = addDays(tomorrow(), 1);
    const body = await calendar(3, `from=${from}&to=${addDays(from, 6)}`);
    assert.equal(body.experienceId, 3);
    assert.equal(body.timeZone, 'Africa/Cairo');
    assert.equal(body.from, from);
    assert.equal(body.to, addDays(from, 6));
    assert.equal(body.currency, 'USD');
    assert.deepEqual(body.cancellationPolicy, { freeUntilHoursBefore: 24 });
    assert.deepEqual(
      body.categories.map((c) => [
        c.code,
        c.residency,
        c.label,
        c.proof,
        c.takesPlace,
        c.price,
        c.salePrice,
        c.currency,
      ]),
      [
        ['adult', 'any', 'Adult', 'none', true, 95, 85.5, 'USD'],
        ['child', 'any', 'Child (2-11)', 'none', true, 57, 51.3, 'USD'],
        ['infant', 'any', 'Infant on a lap (under 2)', 'none', false, 0, 0, 'USD'],
      ],
    );
    assert.deepEqual(body.categories[1].ageBand, { min: 2, max: 11 });
    assert.deepEqual(
      body.days.map((d) => d.date),
      Array.from({ length: 7 }, (_, i) => addDays(from, i)),
    );
    for (const day of body.days) {
      assert.equal(day.soldOut, false);
      assert.equal(day.sessions.length, 1);
      const [session] = day.sessions;
      assert.equal(cairoTime(session.startsAt), '08:00');
      assert.equal(cairoDateOf(new Date(session.startsAt)), day.date);
      assert.equal(new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime(), 600 * 60_000);
      assert.equal(
        session.bookingClosesAt,
        new Date(new Date(session.startsAt).getTime() - 720 * 60_000).toISOString(),
      );
      assert.equal(session.status, 'open');
      assert.equal(session.capacity, 30);
      assert.equal(session.placesLeft, 30);
      assert.equal(session.bookable, true);
      assert.deepEqual(
        session.prices,
        body.categories.map((c) => ({ categoryId: c.id, price: c.price, salePrice: c.salePrice })),
      );
    }
  });

  test('the Egyptian Museum walk: two sessions a day, none on Fridays, foreign and Egyptian prices, children and students less, under 6 free', async () => {
    const from = tomorrow();
    const body = await calendar(9, `from=${from}&to=${addDays(from, 13)}`);
    assert.equal(body.days.length, 12);
    assert.ok(
      body.days.every(
        (d) => cairoWeekday(d.date) !== 5 && d.sessions.map((s) => cairoTime(s.startsAt)).join() === '09:00,13:00',
      ),
    );
    assert.deepEqual(
      body.categories.map((c) => [c.label, c.residency, c.proof, c.price]),
      [
        ['Foreign adult', 'foreign', 'passport', 40],
        ['Foreign child (6-11)', 'foreign', 'passport', 20],
        ['Foreign student', 'foreign', 'student_card', 20],
        ['Egyptian adult', 'egyptian', 'national_id', 16],
        ['Egyptian student', 'egyptian', 'student_card', 8],
        ['Under 6', 'any', 'none', 0],
      ],
    );
  });

  test('the balloon takes adults only, 6 and over', async () => {
    const body = await calendar(1, `from=${tomorrow()}&to=${tomorrow()}`);
    assert.deepEqual(
      body.categories.map((c) => [c.label, c.ageBand.min, c.price, c.salePrice]),
      [['Passenger (6 and over)', 6, 120, 102]],
    );
  });
});

describe('an event: its one session', () => {
  test('the Nile dinner cruise on its date; nothing on other days', async () => {
    const record = seedExperiences[7];
    const date = cairoDateOf(new Date(record.startsAt));
    const body = await calendar(8, `from=${addDays(date, -3)}&to=${addDays(date, 3)}`);
    assert.equal(body.days.length, 1);
    assert.equal(body.days[0].date, date);
    assert.equal(body.days[0].sessions[0].startsAt, new Date(record.startsAt).toISOString());
    assert.equal(body.days[0].sessions[0].placesLeft, record.ticketsCount);
    assert.deepEqual((await calendar(8, `from=${addDays(date, 1)}&to=${addDays(date, 30)}`)).days, []);
  });

  test('a sold-out event: its day is sold out and the session not bookable', async () => {
    const date = cairoDateOf(new Date(seedExperiences[11].startsAt));
    const [day] = (await calendar(12, `from=${date}&to=${date}`)).days;
    assert.equal(day.soldOut, true);
    assert.equal(day.sessions[0].placesLeft, 0);
    assert.equal(day.sessions[0].bookable, false);
  });
});

describe('places, holds, status and cut-off', () => {
  const sessionOn = async (id: number, date: string) =>
    (await calendar(id, `from=${date}&to=${date}`)).days[0].sessions;

  test('places taken (live holds included) are not left; a hold past its expiry counts as free; a full day is sold out', async () => {
    const date = addDays(tomorrow(), 2);
    const [session] = await sessionOn(10, date);
    const { user } = await signUp(app);
    const hold = (expiresAt: Date, places: number) => ({
      userId: user.id,
      sessionId: session.id,
      places,
      lines: [],
      expiresAt,
    });
    await database.db
      .insert(holds)
      .values([hold(new Date(Date.now() + 600_000), 3), hold(new Date(Date.now() - 1000), 4)]);
    await database.db
      .update(experienceSessions)
      .set({ placesTaken: 3 + 4 + 5 })
      .where(eq(experienceSessions.id, session.id));
    changedBehindTheApi(app);
    const [held] = await sessionOn(10, date);
    assert.equal(
      held.placesLeft,
      session.capacity - 3 - 5,
      'the live hold and 5 booked places are taken, the expired hold is not',
    );
    assert.equal(held.bookable, true);

    await database.db
      .update(experienceSessions)
      .set({ placesTaken: sql`capacity` })
      .where(eq(experienceSessions.id, session.id));
    await database.db.update(holds).set({ status: 'released' }).where(eq(holds.sessionId, session.id));
    changedBehindTheApi(app);
    const body = await calendar(10, `from=${date}&to=${date}`);
    assert.equal(body.days[0].soldOut, true);
    assert.equal(body.days[0].sessions[0].placesLeft, 0);
    assert.equal(body.days[0].sessions[0].bookable, false);
  });

  test('a closed or cancelled session is listed but not bookable; a day with some places left is not sold out', async () => {
    const date = addDays(tomorrow(), 3);
    const [morning, afternoon] = await sessionOn(19, date);
    await database.db.update(experienceSessions).set({ status: 'closed' }).where(eq(experienceSessions.id, morning.id));
    await database.db
      .update(experienceSessions)
      .set({ status: 'cancelled' })
      .where(eq(experienceSessions.id, afternoon.id));
    changedBehindTheApi(app);
    const sessions = await sessionOn(19, date);
    assert.deepEqual(
      sessions.map((s) => [s.status, s.bookable]),
      [
        ['closed', false],
        ['cancelled', false],
      ],
    );
    const other = addDays(date, 1);
    const [first] = await sessionOn(19, other);
    await database.db
      .update(experienceSessions)
      .set({ placesTaken: sql`capacity` })
      .where(eq(experienceSessions.id, first.id));
    changedBehindTheApi(app);
    const [day] = (await calendar(19, `from=${other}&to=${other}`)).days;
    assert.equal(day.soldOut, false);
    assert.deepEqual(
      day.sessions.map((s) => s.bookable),
      [false, true],
    );
  });

  test('past its booking cut-off a session is not bookable', async () => {
    const date = addDays(tomorrow(), 4);
    const [session] = await sessionOn(3, date);
    const startsAt = new Date(Date.now() + 60 * 60_000);
    await database.db
      .update(experienceSessions)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .where(and(eq(experienceSessions.id, session.id)));
    changedBehindTheApi(app);
    const day = (await calendar(3, `from=${cairoDateOf(startsAt)}&to=${cairoDateOf(startsAt)}`)).days[0];
    const moved = day.sessions.find((s) => s.id === session.id);
    assert.ok(moved);
    assert.equal(moved.bookable, false, 'Karnak closes 12 hours before');
    assert.equal(moved.placesLeft, 30);
  });
});

describe('the range', () => {
  test('defaults: from today in Cairo, to 41 days later', async () => {
    const res = await get('/api/events/3/availability');
    assert.equal(res.statusCode, 200);
    const body = res.json<Availability>();
    assert.equal(body.from, cairoDateOf(new Date()));
    assert.equal(body.to, addDays(body.from, 41));
    assert.equal((await calendar(3, `from=${tomorrow()}`)).to, addDays(tomorrow(), 41));
  });

  test('100 days after from is allowed; 101 days, or to before from, is refused with 400 VALIDATION', async () => {
    assert.equal((await get(`/api/events/3/availability?from=2027-01-01&to=2027-04-11`)).statusCode, 200);
    for (const [query, field] of [
      ['from=2027-01-01&to=2027-04-12', 'to'],
      ['from=2027-01-02&to=2027-01-01', 'to'],
      ['from=2027-02-30', 'from'],
      ['from=2027-01-01&to=2027-13-01', 'to'],
      ['from=9999-12-30&to=9999-12-31', 'to'],
      ['from=9999-12-30', 'to'],
    ]) {
      const res = await get(`/api/events/3/availability?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error.code, 'VALIDATION');
      assert.ok(res.json().error.fields[field], `${query}: ${res.body}`);
    }
    for (const query of ['from=tomorrow', 'to=2027-1-1', 'from=2027-01-01T00:00']) {
      const res = await get(`/api/events/3/availability?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error.code, 'VALIDATION');
    }
  });

  test('unknown experience → 404 NOT_FOUND; a bad id → 400', async () => {
    const res = await get('/api/events/9999/availability');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
    assert.equal((await get('/api/events/abc/availability')).statusCode, 400);
  });
});

test("a tour's 90-day calendar goes out brotli-compressed to a browser that accepts it, and reads back the same", async () => {
  const from = tomorrow();
  const url = `/api/events/1/availability?from=${from}&to=${addDays(from, 89)}`;
  const plain = await app.inject({ method: 'GET', url });
  const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(compressed.headers['content-encoding'], 'br');
  assert.ok(
    compressed.rawPayload.length * 4 < plain.rawPayload.length,
    `${compressed.rawPayload.length} vs ${plain.rawPayload.length} bytes`,
  );
  assert.deepEqual(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString()), plain.json());
});

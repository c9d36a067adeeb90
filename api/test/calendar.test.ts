// GET /api/bookings/:reference/calendar.ics: an event in Cairo time that a calendar places at the session's instant,
// including on Egypt's daylight-saving switch days; and the Africa/Cairo time zone it carries.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { experienceSessions } from '../src/db/schema.js';
import { cairoOffsetMinutes, cairoToUtc } from '../src/sessions/cairoTime.js';
import { call, pgliteDatabase, post, signUp, TEST_CONFIG, testApp } from './helpers.js';
import { insertExperience, type Fixture } from './sessionFixtures.js';

const ORIGIN = 'https://kemet.example';
let database: Database;
let app: FastifyInstance;
let f: Fixture;
let cookie: string;
let reference: string;

before(async () => {
  database = await pgliteDatabase();
  app = await testApp(database, { config: { ...TEST_CONFIG, publicOrigin: ORIGIN } });
  f = await insertExperience(database.db);
  ({ cookie } = await signUp(app));
  const hold = await post(
    app,
    '/api/holds',
    { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 1 }] },
    { cookie },
  );
  const paid = await post(
    app,
    '/api/bookings',
    { holdId: hold.json().hold.id, payment: { cardLast4: '4242', cvc: '123' } },
    { cookie, 'idempotency-key': 'cal-1' },
  );
  assert.equal(paid.statusCode, 201, paid.body);
  reference = paid.json().booking.reference;
});
after(async () => {
  await app.close();
  await database.close();
});

const calendar = (c = cookie, ref = reference) =>
  call(app, { method: 'GET', url: `/api/bookings/${ref}/calendar.ics`, headers: { cookie: c } });

/** The file's properties, lines unfolded (RFC 5545 3.1: a CRLF followed by a space continues the line). */
function properties(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The instant a DTSTART/DTEND line in Cairo time names, read as a calendar would with the api's Cairo time module. */
function cairoInstant(lines: string[], name: 'DTSTART' | 'DTEND'): Date {
  const line = lines.find((l) => l.startsWith(`${name};`));
  const match = /^\w+;TZID=Africa\/Cairo:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(line ?? '');
  assert.ok(match, `${name} in Cairo time: ${line}`);
  const [, y, mo, d, h, mi, s] = match;
  return cairoToUtc(`${y}-${mo}-${d}`, `${h}:${mi}:${s}`);
}

async function moveSessionTo(startsAt: Date, minutes = 120): Promise<void> {
  await database.db
    .update(experienceSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) })
    .where(eq(experienceSessions.id, f.sessions[0]));
}

test('the .ics file: headers, one event with its UID, meeting place, ticket page link and the Cairo time zone', async () => {
  const res = await calendar();
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
  assert.equal(res.headers['content-disposition'], `attachment; filename="kemet-${reference}.ics"`);
  assert.equal(res.headers['cache-control'], 'no-store');
  const lines = properties(res.body);
  const link = `${ORIGIN}/bookings/${reference}`;
  assert.equal(lines.filter((l) => l === 'BEGIN:VEVENT').length, 1);
  assert.ok(lines.includes(`UID:${reference}@kemet`));
  assert.ok(lines.includes('LOCATION:Luxor city centre'));
  assert.ok(lines.includes(`URL:${link}`));
  assert.ok(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes(link) && l.includes(reference)));
  assert.ok(lines.includes('STATUS:CONFIRMED'));
  const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
  assert.ok(zone.includes('TZID:Africa/Cairo'));
  assert.ok(zone.includes('RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR'));
  assert.ok(
    lines.indexOf('END:VTIMEZONE') < lines.indexOf('BEGIN:VEVENT'),
    'the zone is defined before the event uses it',
  );
});

const switchDays: [string, string, string][] = [
  ['spring 2026, after the switch at midnight', '2026-04-24', '08:00'],
  ['spring 2026, in the skipped hour (read as 01:30 summer time)', '2026-04-24', '00:30'],
  ['autumn 2026, the repeated hour (its first, summer-time occurrence)', '2026-10-29', '23:30'],
  ['autumn 2026, the morning after the switch', '2026-10-30', '09:00'],
  ['spring 2027', '2027-04-30', '06:00'],
  ['autumn 2027, the evening before the clocks go back', '2027-10-28', '20:00'],
  ['autumn 2027, the day after', '2027-10-29', '10:00'],
  ['winter', '2027-01-15', '09:00'],
];

for (const [name, date, time] of switchDays) {
  test(`DTSTART and DTEND name the session's instants: ${name}`, async () => {
    const startsAt = cairoToUtc(date, time);
    await moveSessionTo(startsAt, 150);
    const lines = properties((await calendar()).body);
    assert.equal(cairoInstant(lines, 'DTSTART').toISOString(), startsAt.toISOString());
    assert.equal(cairoInstant(lines, 'DTEND').toISOString(), new Date(startsAt.getTime() + 150 * 60_000).toISOString());
  });
}

test("the VTIMEZONE's rule is Egypt's: clocks go forward at the last Friday of April 00:00 and back after the last Thursday of October", () => {
  for (let year = 2026; year <= 2030; year += 1) {
    const lastFridayOfApril = lastWeekday(year, 3, 5);
    // 00:00 at +02 is 22:00 UTC the day before.
    const spring = Date.UTC(year, 3, lastFridayOfApril) - 2 * 3_600_000;
    assert.equal(cairoOffsetMinutes(new Date(spring - 1000)), 120, `${year} before spring`);
    assert.equal(cairoOffsetMinutes(new Date(spring)), 180, `${year} spring`);
    // The autumn rule's Friday, the one from 26 October to 1 November, at 00:00 +03 (21:00 UTC the Thursday).
    const friday = [26, 27, 28, 29, 30, 31, 32]
      .map((day) => new Date(Date.UTC(year, 9, day)))
      .find((d) => d.getUTCDay() === 5)!;
    assert.equal(
      friday.getTime() - 86_400_000,
      Date.UTC(year, 9, lastWeekday(year, 9, 4)),
      `${year}: that Friday follows the last Thursday`,
    );
    const autumn = friday.getTime() - 3 * 3_600_000;
    assert.equal(cairoOffsetMinutes(new Date(autumn - 1000)), 180, `${year} before autumn`);
    assert.equal(cairoOffsetMinutes(new Date(autumn)), 120, `${year} autumn`);
  }
});

/** Day of the month of the last given weekday (0 = Sunday) of a month (0 = January). */
function lastWeekday(year: number, month: number, weekday: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
}

test("the calendar of another traveller's booking is 404, like an unknown one", async () => {
  const stranger = await signUp(app);
  const res = await calendar(stranger.cookie);
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().error.code, 'NOT_FOUND');
  assert.equal((await calendar(stranger.cookie, 'bad')).statusCode, 400);
});

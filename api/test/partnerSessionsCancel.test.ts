// What a change may never do to sold places: capacity below what is sold or held is refused; cancelling a session (or
// closing its days) cancels its bookings, revokes their tickets, gives the places back and mails each traveller in
// their language, in one transaction; the traveller's My bookings says the partner cancelled, and why; regenerating
// the weekly sessions leaves sold ones alone.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { generateSessions } from '../src/sessions/generate.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, call } from './helpers.js';
import { get, mailTo, operationsAccount, partnerProvider, postAs } from './partnerFixtures.js';
import { auditActions, listingOf, sessionRow, travellerBooks } from './partnerSessionFixtures.js';
import type { Partner } from './partnerFixtures.js';
import { DAY_MINUTES, type Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let owner: Partner;
let made: Promise<void> | undefined;
const partnerMade = () =>
  (made ??= (async () => {
    const ops = await operationsAccount(app, database.db);
    owner = await partnerProvider(app, database.db, ops.cookie);
  })());
const patch = (url: string, payload: unknown) =>
  call(app, {
    method: 'PATCH',
    url,
    payload: payload as object,
    headers: { cookie: owner.owner.cookie, 'content-type': 'application/json' },
  });
const liveTickets = async (bookingId: number) =>
  Number(
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from tickets where booking_id = ${bookingId} and revoked_at is null`,
      )
    ).rows[0].n,
  );

describe('capacity', () => {
  let f: Fixture;
  before(async () => {
    await partnerMade();
    f = await listingOf(database.db, owner, { sessions: [{ capacity: 10 }] });
    await travellerBooks(app, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 3 }]);
  });

  test('below the 3 places sold: 409 CAPACITY_BELOW_SOLD saying so, and the capacity stays', async () => {
    const res = await patch(`/api/partner/sessions/${f.sessions[0]}`, { capacity: 2 });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.code, 'CAPACITY_BELOW_SOLD');
    assert.match(res.json().error.message, /3 places are sold or held on this session: its capacity cannot go below 3/);
    assert.equal((await sessionRow(database.db, f.sessions[0])).capacity, 10);
  });

  test('down to exactly what is sold, then up: 200 with the counts, both audited', async () => {
    const down = await patch(`/api/partner/sessions/${f.sessions[0]}`, { capacity: 3 });
    assert.equal(down.statusCode, 200, down.body);
    assert.deepEqual([down.json().session.sold, down.json().session.left], [3, 0]);
    const up = await patch(`/api/partner/sessions/${f.sessions[0]}`, { capacity: 40 });
    assert.equal(up.json().session.left, 37);
    const changes = (await auditActions(database.db, owner.providerId)).filter(
      (e) => e.action === 'session.capacity_changed',
    );
    assert.equal(changes.length, 2);
  });
});

describe('cancelling a session', () => {
  let f: Fixture;
  let english: Awaited<ReturnType<typeof travellerBooks>>;
  let arabic: Awaited<ReturnType<typeof travellerBooks>>;
  before(async () => {
    await partnerMade();
    f = await listingOf(database.db, owner, { sessions: [{ capacity: 10 }] });
    english = await travellerBooks(app, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 2 }]);
    arabic = await travellerBooks(app, f.sessions[0], [{ categoryId: f.categories.child, quantity: 1 }], 'ar');
  });

  test('no reason: 400 on reason, nothing cancelled', async () => {
    const res = await postAs(app, `/api/partner/sessions/${f.sessions[0]}/cancellation`, owner.owner.cookie, {
      reason: ' ',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.fields.reason, 'Tell the travellers why');
    assert.equal((await sessionRow(database.db, f.sessions[0])).status, 'open');
  });

  test('cancels its bookings, revokes their tickets, frees the places and mails each traveller in their language', async () => {
    const reason = 'The Nile is too high for the felucca';
    const res = await postAs(app, `/api/partner/sessions/${f.sessions[0]}/cancellation`, owner.owner.cookie, {
      reason,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().bookingsCancelled, 2);
    assert.deepEqual([res.json().session.status, res.json().session.sold], ['cancelled', 0]);
    const row = await sessionRow(database.db, f.sessions[0]);
    assert.deepEqual([row.status, Number(row.places_taken), row.cancellation_reason], ['cancelled', 0, reason]);
    assert.equal(await liveTickets(english.booking.id), 0);
    assert.equal(await liveTickets(arabic.booking.id), 0);
    const mine = (await get(app, '/api/bookings', english.cookie)).json().items[0];
    assert.deepEqual([mine.status, mine.cancelledBy, mine.cancellationReason], ['cancelled', 'partner', reason]);
    const enMail = await mailTo(database.db, english.email, 'session-cancelled');
    assert.match(enMail.subject, new RegExp(`Your booking ${english.booking.reference} is cancelled`));
    assert.match(enMail.body, /Their reason: The Nile is too high/);
    const arMail = await mailTo(database.db, arabic.email, 'session-cancelled');
    assert.match(arMail.subject, new RegExp(`أُلغي حجزك ${arabic.booking.reference}`));
    assert.match(arMail.body, /السبب: The Nile is too high/);
    assert.ok((await auditActions(database.db, owner.providerId)).some((e) => e.action === 'session.cancelled'));
  });

  test('again, or changing its capacity: 409 SESSION_CANCELLED', async () => {
    const again = await postAs(app, `/api/partner/sessions/${f.sessions[0]}/cancellation`, owner.owner.cookie, {
      reason: 'x',
    });
    assert.equal(again.json().error.code, 'SESSION_CANCELLED');
    assert.equal((await patch(`/api/partner/sessions/${f.sessions[0]}`, { capacity: 5 })).statusCode, 409);
  });

  test('a session already started cannot be cancelled: 409 SESSION_STARTED', async () => {
    const started = await listingOf(database.db, owner, { sessions: [{ startsIn: -10 }] });
    const res = await postAs(app, `/api/partner/sessions/${started.sessions[0]}/cancellation`, owner.owner.cookie, {
      reason: 'Too late',
    });
    assert.equal(res.json().error.code, 'SESSION_STARTED');
  });
});

describe('closures', () => {
  test('cancel the sessions in their days (and their bookings); the generator plans none there after', async () => {
    await partnerMade();
    const f = await listingOf(database.db, owner, {
      sessions: [{ startsIn: 3 * DAY_MINUTES }, { startsIn: 20 * DAY_MINUTES }],
    });
    const booked = await travellerBooks(app, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 1 }]);
    const today = cairoDateOf(new Date());
    const put = await call(app, {
      method: 'PUT',
      url: `/api/partner/experiences/${f.experienceId}/schedule/rules`,
      payload: {
        rules: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          time: '07:00',
          durationMinutes: 60,
          capacity: 5,
          bookingCutoffMinutes: 0,
        })),
      },
      headers: { cookie: owner.owner.cookie, 'content-type': 'application/json' },
    });
    assert.equal(put.statusCode, 200, put.body);
    const from = addDays(today, 2);
    const to = addDays(today, 5);
    const res = await postAs(app, `/api/partner/experiences/${f.experienceId}/closures`, owner.owner.cookie, {
      from,
      to,
      reason: 'Eid al-Adha',
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().bookingsCancelled, 1);
    assert.ok(res.json().sessionsCancelled >= 5, `${res.json().sessionsCancelled} sessions cancelled`);
    assert.equal((await sessionRow(database.db, f.sessions[0])).status, 'cancelled');
    assert.equal((await sessionRow(database.db, f.sessions[1])).status, 'open');
    assert.equal(await liveTickets(booked.booking.id), 0);
    await generateSessions(database.db);
    const { rows } = await database.db.execute<{ day: string; status: string }>(sql`
      select to_char(starts_at at time zone 'Africa/Cairo', 'YYYY-MM-DD') as day, status from experience_sessions
      where experience_id = ${f.experienceId}`);
    const inside = rows.filter((r) => r.day >= from && r.day <= to);
    assert.ok(inside.length > 0 && inside.every((r) => r.status === 'cancelled'), JSON.stringify(inside));
    const schedule = (await get(app, `/api/partner/experiences/${f.experienceId}/schedule`, owner.owner.cookie)).json();
    assert.deepEqual(
      schedule.closures.map((c: { from: string; reason: string }) => [c.from, c.reason]),
      [[from, 'Eid al-Adha']],
    );
  });

  test('a last day before the first, or a first day already past: 400, nothing closed', async () => {
    const f = await listingOf(database.db, owner);
    const today = cairoDateOf(new Date());
    const url = `/api/partner/experiences/${f.experienceId}/closures`;
    const backwards = await postAs(app, url, owner.owner.cookie, {
      from: addDays(today, 5),
      to: addDays(today, 4),
      reason: 'x',
    });
    assert.equal(backwards.json().error.fields.to, 'The last day must not be before the first');
    const past = await postAs(app, url, owner.owner.cookie, { from: addDays(today, -1), to: today, reason: 'x' });
    assert.equal(past.json().error.fields.from, 'This day has already passed in Cairo');
    assert.equal((await sessionRow(database.db, f.sessions[0])).status, 'open');
  });
});

describe('regenerating after a rule change', () => {
  test('a sold rule session the new rules no longer plan stays, with its booking', async () => {
    await partnerMade();
    const f = await listingOf(database.db, owner);
    const url = `/api/partner/experiences/${f.experienceId}/schedule/rules`;
    const send = (rules: unknown[]) =>
      call(app, {
        method: 'PUT',
        url,
        payload: { rules },
        headers: { cookie: owner.owner.cookie, 'content-type': 'application/json' },
      });
    const rule = { weekday: 2, time: '10:00', durationMinutes: 60, capacity: 8, bookingCutoffMinutes: 0 };
    const first = (await send([rule])).json().sessions.filter((s: { origin: string }) => s.origin === 'rule');
    const sold = first[1].id as number;
    const traveller = await travellerBooks(app, sold, [{ categoryId: f.categories.adult, quantity: 2 }]);
    const after = (await send([{ ...rule, weekday: 3, capacity: 4 }])).json().sessions;
    const kept = after.find((s: { id: number }) => s.id === sold);
    assert.deepEqual([kept?.status, kept?.capacity, kept?.sold], ['open', 8, 2]);
    assert.ok(!after.some((s: { id: number }) => first.some((f: { id: number }) => f.id === s.id && s.id !== sold)));
    assert.equal((await get(app, '/api/bookings', traveller.cookie)).json().items[0].status, 'confirmed');
  });
});

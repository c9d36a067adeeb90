// GET /api/partner/sales: paid bookings per Cairo day with tickets and gross per currency, the fill rate of the
// sessions of each day, for the caller's provider only; ranges checked by the contract's rule (salesPeriods.ts).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, signUp } from './helpers.js';
import { get, staffMember, twoPartners, type Partner } from './partnerFixtures.js';
import { bookingAt, providerExperience, sessionAt } from './salesFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let a: Partner;
let b: Partner;
let aStaff: Awaited<ReturnType<typeof staffMember>>;
let travellerCookie: string;
const RANGE = '/api/partner/sales?from=2026-03-09&to=2026-03-11';

describe('sales per day', () => {
  before(async () => {
    const db = database.db;
    ({ a, b } = await twoPartners(app, db));
    aStaff = await staffMember(app, db, a.owner.cookie);
    const traveller = await signUp(app);
    travellerCookie = traveller.cookie;
    const userId = traveller.user.id;

    // Cairo is UTC+2 in March 2026.
    const aUsd = await providerExperience(db, a.providerId, 'USD', 'Felucca at sunset');
    const aEgp = await providerExperience(db, a.providerId, 'EGP', 'Nubian village');
    const usdSession = await sessionAt(db, aUsd, '2026-03-10T08:00:00Z', 20);
    const egpSession = await sessionAt(db, aEgp, '2026-03-10T16:00:00Z', 10);
    await sessionAt(db, aUsd, '2026-03-10T12:00:00Z', 50, 'cancelled');
    const usd = { userId, experienceId: aUsd, sessionId: usdSession, currency: 'USD' };
    // 00:30 on 10 March in Cairo, still the 9th in UTC.
    await bookingAt(db, { ...usd, createdAt: '2026-03-09T22:30:00Z', quantity: 2, totalMinor: 10_000 });
    await bookingAt(db, {
      userId,
      experienceId: aEgp,
      sessionId: egpSession,
      currency: 'EGP',
      createdAt: '2026-03-10T10:00:00Z',
      quantity: 3,
      totalMinor: 45_000,
    });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-10T11:00:00Z',
      quantity: 4,
      totalMinor: 20_000,
      status: 'cancelled',
    });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-10T11:30:00Z',
      quantity: 1,
      totalMinor: 5_000,
      status: 'pending',
    });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-10T12:00:00Z',
      quantity: 1,
      totalMinor: 3_000,
      status: 'failed',
    });
    // An infant on a lap: two tickets, one place.
    await bookingAt(db, { ...usd, createdAt: '2026-03-11T09:00:00Z', quantity: 2, places: 1, totalMinor: 5_000 });

    const bUsd = await providerExperience(db, b.providerId, 'USD', 'Balloon over Luxor');
    const bSession = await sessionAt(db, bUsd, '2026-03-10T04:00:00Z', 5);
    await bookingAt(db, {
      userId,
      experienceId: bUsd,
      sessionId: bSession,
      currency: 'USD',
      createdAt: '2026-03-10T09:00:00Z',
      quantity: 5,
      totalMinor: 99_900,
    });
  });

  test("an owner reads each Cairo day: paid bookings, tickets, gross per currency and the sessions' fill rate", async () => {
    const res = await get(app, RANGE, a.owner.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const report = res.json();
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual([report.timeZone, report.from, report.to], ['Africa/Cairo', '2026-03-09', '2026-03-11']);
    assert.deepEqual(report.days, [
      { date: '2026-03-09', bookings: 0, tickets: 0, gross: [], placesSold: 0, capacity: 0, fillRate: null },
      {
        date: '2026-03-10',
        bookings: 2,
        tickets: 5,
        gross: [
          { currency: 'EGP', amountMinor: 45_000 },
          { currency: 'USD', amountMinor: 10_000 },
        ],
        // 2 + 1 places of the USD session and 3 of the EGP one, of 20 + 10 (the cancelled session is left out).
        placesSold: 6,
        capacity: 30,
        fillRate: 0.2,
      },
      {
        date: '2026-03-11',
        bookings: 1,
        tickets: 2,
        gross: [{ currency: 'USD', amountMinor: 5_000 }],
        placesSold: 0,
        capacity: 0,
        fillRate: null,
      },
    ]);
    assert.deepEqual(report.totals, {
      bookings: 3,
      tickets: 7,
      gross: [
        { currency: 'EGP', amountMinor: 45_000 },
        { currency: 'USD', amountMinor: 15_000 },
      ],
      placesSold: 6,
      capacity: 30,
      fillRate: 0.2,
    });
  });

  test("partner B sees only B's sales, and A's staff see A's", async () => {
    const theirs = (await get(app, RANGE, b.owner.cookie)).json();
    assert.deepEqual(theirs.days[1], {
      date: '2026-03-10',
      bookings: 1,
      tickets: 5,
      gross: [{ currency: 'USD', amountMinor: 99_900 }],
      placesSold: 5,
      capacity: 5,
      fillRate: 1,
    });
    assert.deepEqual(theirs.totals.gross, [{ currency: 'USD', amountMinor: 99_900 }]);
    // Naming another provider changes nothing: the caller's own provider is the only one read.
    const named = await get(app, `${RANGE}&providerId=${b.providerId}`, a.owner.cookie);
    assert.equal(named.json().totals.gross.find((g: { currency: string }) => g.currency === 'USD').amountMinor, 15_000);
    const staff = await get(app, RANGE, aStaff.cookie);
    assert.equal(staff.statusCode, 200);
    assert.deepEqual(staff.json(), (await get(app, RANGE, a.owner.cookie)).json());
  });

  test('without a range: the last 30 Cairo days, today included', async () => {
    const report = (await get(app, '/api/partner/sales', a.owner.cookie)).json();
    assert.equal(report.to, cairoDateOf(new Date()));
    assert.equal(report.days.length, 30);
    const only = (await get(app, '/api/partner/sales?to=2026-03-11', a.owner.cookie)).json();
    assert.deepEqual([only.from, only.days.length, only.totals.bookings], ['2026-02-10', 30, 3]);
  });

  test('a year of 366 days is one request; a longer, backwards or unreal range is 400 in the one error shape', async () => {
    const year = await get(app, '/api/partner/sales?from=2027-01-01&to=2028-01-01', a.owner.cookie);
    assert.equal(year.statusCode, 200, year.body);
    assert.equal(year.json().days.length, 366);
    const cases: [string, Record<string, string>][] = [
      ['from=2027-01-01&to=2028-01-02', { to: messages.rangeTooLong }],
      ['from=2026-03-11&to=2026-03-10', { to: messages.rangeBackwards }],
      ['from=2026-02-30&to=2026-03-10', { from: messages.dateInvalid }],
      ['from=yesterday&to=10-03-2026', { from: messages.dateInvalid, to: messages.dateInvalid }],
      ['from=9999-12-01&to=9999-12-31', { to: messages.dateInvalid }],
      ['to=2026-3-1', { to: messages.dateInvalid }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(app, `/api/partner/sales?${query}`, a.owner.cookie);
      assert.equal(res.statusCode, 400, query);
      assert.deepEqual(res.json().error.fields, fields, query);
      assert.equal(res.json().error.code, 'VALIDATION');
    }
  });

  test('signed out is 401, a traveller 403 NOT_PARTNER', async () => {
    assert.equal((await get(app, RANGE)).statusCode, 401);
    const traveller = await get(app, RANGE, travellerCookie);
    assert.equal(traveller.statusCode, 403);
    assert.equal(traveller.json().error.code, 'NOT_PARTNER');
  });
});

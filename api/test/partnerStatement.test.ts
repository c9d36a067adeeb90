// GET /api/partner/statements/:month: a provider's paid bookings made in one Cairo month, Kemet's commission on each
// (per mille of the gross, rounded half up to the minor unit), the net, totals per currency, and the notice that no
// real money moves. Owners only; the caller's provider only.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { commissionOf } from '../src/partners/commission.js';
import { NO_MONEY_MOVES } from '../src/partners/statement.js';
import { cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, signUp, testApp } from './helpers.js';
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
const refs: Record<string, string> = {};

test('commission: per mille of the gross, rounded half up to the minor unit, in integers', () => {
  const at15 = (gross: number) => commissionOf(gross, 150);
  assert.deepEqual(
    [10_000, 1_235, 1_230, 1_229, 10, 3, 1, 0].map(at15),
    // 1500, 185.25, 184.5, 184.35, 1.5, 0.45, 0.15, 0
    [1_500, 185, 185, 184, 2, 0, 0, 0],
  );
  assert.deepEqual([commissionOf(999, 125), commissionOf(4, 125), commissionOf(12, 125)], [125, 1, 2]);
  assert.deepEqual([commissionOf(777, 0), commissionOf(777, 1000)], [0, 777]);
  assert.throws(() => commissionOf(-1, 150), RangeError);
  assert.throws(() => commissionOf(1.5, 150), RangeError);
});

describe('the monthly statement', () => {
  before(async () => {
    const db = database.db;
    ({ a, b } = await twoPartners(app, db));
    aStaff = await staffMember(app, db, a.owner.cookie);
    const { user } = await signUp(app);
    const aUsd = await providerExperience(db, a.providerId, 'USD', 'Felucca at sunset');
    const aEgp = await providerExperience(db, a.providerId, 'EGP', 'Nubian village');
    const usd = {
      userId: user.id,
      experienceId: aUsd,
      sessionId: await sessionAt(db, aUsd, '2026-04-02T08:00:00Z', 30),
      currency: 'USD',
    };
    const egp = {
      userId: user.id,
      experienceId: aEgp,
      sessionId: await sessionAt(db, aEgp, '2026-03-20T08:00:00Z', 30),
      currency: 'EGP',
    };
    // Cairo is UTC+2 in March 2026: 23:30 on 28 February in Cairo, and 00:10 on 1 April, are outside March.
    await bookingAt(db, { ...usd, createdAt: '2026-02-28T21:30:00Z', quantity: 1, totalMinor: 7_000 });
    refs.first = await bookingAt(db, { ...usd, createdAt: '2026-02-28T22:10:00Z', quantity: 2, totalMinor: 10_000 });
    refs.halfUp = await bookingAt(db, { ...usd, createdAt: '2026-03-05T10:00:00Z', quantity: 1, totalMinor: 1_230 });
    refs.egp = await bookingAt(db, { ...egp, createdAt: '2026-03-12T10:00:00Z', quantity: 3, totalMinor: 45_005 });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-13T10:00:00Z',
      quantity: 4,
      totalMinor: 20_000,
      status: 'cancelled',
    });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-13T11:00:00Z',
      quantity: 1,
      totalMinor: 5_000,
      status: 'pending',
    });
    await bookingAt(db, {
      ...usd,
      createdAt: '2026-03-13T12:00:00Z',
      quantity: 1,
      totalMinor: 5_000,
      status: 'failed',
    });
    refs.last = await bookingAt(db, { ...usd, createdAt: '2026-03-31T21:30:00Z', quantity: 1, totalMinor: 1_235 });
    await bookingAt(db, { ...usd, createdAt: '2026-03-31T22:10:00Z', quantity: 1, totalMinor: 9_000 });

    const bUsd = await providerExperience(db, b.providerId, 'USD', 'Balloon over Luxor');
    refs.b = await bookingAt(db, {
      userId: user.id,
      experienceId: bUsd,
      sessionId: await sessionAt(db, bUsd, '2026-03-10T04:00:00Z', 5),
      currency: 'USD',
      createdAt: '2026-03-10T09:00:00Z',
      quantity: 5,
      totalMinor: 99_900,
    });
  });

  test('lines per paid booking of the Cairo month, commission and net per line, totals per currency', async () => {
    const res = await get(app, '/api/partner/statements/2026-03', a.owner.cookie);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const statement = res.json();
    assert.deepEqual(
      [statement.month, statement.timeZone, statement.commissionPerMille, statement.complete],
      ['2026-03', 'Africa/Cairo', 150, true],
    );
    assert.equal(statement.moneyMoves, false);
    assert.equal(statement.notice, NO_MONEY_MOVES);
    assert.match(statement.notice, /no real money/);
    assert.deepEqual(
      statement.lines.map((l: Record<string, unknown>) => [
        l.reference,
        l.currency,
        l.tickets,
        l.grossMinor,
        l.commissionMinor,
        l.netMinor,
      ]),
      [
        [refs.first, 'USD', 2, 10_000, 1_500, 8_500],
        [refs.halfUp, 'USD', 1, 1_230, 185, 1_045],
        // 6750.75 → 6751
        [refs.egp, 'EGP', 3, 45_005, 6_751, 38_254],
        // 185.25 → 185
        [refs.last, 'USD', 1, 1_235, 185, 1_050],
      ],
    );
    assert.deepEqual(statement.lines[0], {
      reference: refs.first,
      bookedAt: '2026-02-28T22:10:00.000Z',
      experience: 'Felucca at sunset',
      sessionStartsAt: '2026-04-02T08:00:00.000Z',
      tickets: 2,
      currency: 'USD',
      grossMinor: 10_000,
      commissionMinor: 1_500,
      netMinor: 8_500,
    });
    // Totals are the sums of their lines, so gross = commission + net holds exactly, per line and per currency.
    assert.deepEqual(statement.totals, [
      { currency: 'EGP', bookings: 1, grossMinor: 45_005, commissionMinor: 6_751, netMinor: 38_254 },
      { currency: 'USD', bookings: 3, grossMinor: 12_465, commissionMinor: 1_870, netMinor: 10_595 },
    ]);
  });

  test("isolation: each owner's statement holds only their own provider's bookings", async () => {
    const mine = (await get(app, '/api/partner/statements/2026-03', a.owner.cookie)).json();
    assert.ok(!mine.lines.some((l: { reference: string }) => l.reference === refs.b));
    const theirs = (await get(app, '/api/partner/statements/2026-03', b.owner.cookie)).json();
    assert.deepEqual(
      theirs.lines.map((l: { reference: string }) => l.reference),
      [refs.b],
    );
    assert.deepEqual(theirs.totals, [
      { currency: 'USD', bookings: 1, grossMinor: 99_900, commissionMinor: 14_985, netMinor: 84_915 },
    ]);
  });

  test('a month without sales is an empty statement; the current month is not complete yet', async () => {
    const empty = (await get(app, '/api/partner/statements/2025-07', a.owner.cookie)).json();
    assert.deepEqual([empty.lines, empty.totals, empty.complete], [[], [], true]);
    const current = cairoDateOf(new Date()).slice(0, 7);
    const now = await get(app, `/api/partner/statements/${current}`, a.owner.cookie);
    assert.equal(now.statusCode, 200);
    assert.equal(now.json().complete, false);
  });

  test('a future month, or one that is not YYYY-MM, is 400 with the field named', async () => {
    const [year, month] = cairoDateOf(new Date()).split('-').map(Number);
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const cases: [string, string][] = [
      [next, messages.monthInFuture],
      ['2999-01', messages.monthInFuture],
      ['2026-13', messages.monthInvalid],
      ['2026-00', messages.monthInvalid],
      ['2026-3', messages.monthInvalid],
      ['march', messages.monthInvalid],
      ['2026-03-01', messages.monthInvalid],
    ];
    for (const [value, message] of cases) {
      const res = await get(app, `/api/partner/statements/${value}`, a.owner.cookie);
      assert.equal(res.statusCode, 400, value);
      assert.deepEqual(res.json().error, {
        code: 'VALIDATION',
        message: res.json().error.message,
        fields: { month: message },
      });
    }
  });

  test('staff are refused with NOT_OWNER, a signed-out caller with 401', async () => {
    const staff = await get(app, '/api/partner/statements/2026-03', aStaff.cookie);
    assert.equal(staff.statusCode, 403);
    assert.equal(staff.json().error.code, 'NOT_OWNER');
    assert.equal((await get(app, '/api/partner/statements/2026-03')).statusCode, 401);
  });

  test('the commission is configurable (COMMISSION_PER_MILLE)', async () => {
    const other = await testApp(database, { config: { commissionPerMille: 125 } });
    try {
      const statement = (await get(other, '/api/partner/statements/2026-03', b.owner.cookie)).json();
      assert.equal(statement.commissionPerMille, 125);
      // 99900 × 0.125 = 12487.5 → 12488
      assert.deepEqual(statement.totals[0], {
        currency: 'USD',
        bookings: 1,
        grossMinor: 99_900,
        commissionMinor: 12_488,
        netMinor: 87_412,
      });
    } finally {
      await other.close();
    }
  });
});

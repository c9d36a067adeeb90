// The gate check: POST /api/checkins answers each of its six results, a retried scan is recorded once, and only a
// provider key or a provider's signed-in staff may scan.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHECKIN_MESSAGES } from '@kemet/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { checkinScans, providerStaff, ticketCheckins } from '../src/db/schema.js';
import { SCAN_RETENTION_DAYS, purgeOldScans, withinCheckinWindow } from '../src/gate/checkin.js';
import { signTicket } from '../src/tickets/token.js';
import { insertTicket, keyOf, nonce, otherProvider, revokeTicket, type GateTicket } from './gateFixtures.js';
import { appPerFile, call, post, signUp, testApp } from './helpers.js';
import { insertExperience } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const scan = (key: string, token: string, scanNonce = nonce(), on = app) =>
  post(on, '/api/checkins', { token, nonce: scanNonce }, { authorization: `Bearer ${key}` });

const ticketView = (t: GateTicket, category = { label: 'Foreign adult', proof: 'passport' }) => ({
  id: t.ticketId,
  reference: t.reference,
  experience: t.experience,
  startsAt: t.startsAt.toISOString(),
  category,
});

const checkinsOf = async (ticketId: string) =>
  (await database.db.select().from(ticketCheckins).where(eq(ticketCheckins.ticketId, ticketId))).length;

describe('POST /api/checkins: the six answers', () => {
  test('valid the first time, with the ticket and its proof; already_used after, with the first time', async () => {
    const t = await insertTicket(database.db, { category: 'student' });
    const key = await keyOf(database.db, t.providerId);
    const first = await scan(key, t.token);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-store');
    const answer = first.json();
    assert.equal(answer.result, 'valid');
    assert.equal(answer.message, CHECKIN_MESSAGES.valid);
    assert.deepEqual(answer.ticket, ticketView(t, { label: 'Egyptian student', proof: 'student_card' }));
    assert.ok(Math.abs(Date.parse(answer.checkedInAt) - Date.now()) < 60_000, answer.checkedInAt);

    const again = (await scan(key, t.token)).json();
    assert.deepEqual(again, { ...answer, result: 'already_used', message: CHECKIN_MESSAGES.already_used });
    assert.equal(await checkinsOf(t.ticketId), 1);
  });

  test('revoked: a cancelled booking, with the ticket named and nothing recorded', async () => {
    const t = await insertTicket(database.db);
    await revokeTicket(database.db, t.ticketId);
    const answer = (await scan(await keyOf(database.db, t.providerId), t.token)).json();
    assert.deepEqual(answer, {
      result: 'revoked',
      message: CHECKIN_MESSAGES.revoked,
      checkedInAt: null,
      ticket: ticketView(t),
    });
    assert.equal(await checkinsOf(t.ticketId), 0);
  });

  test("wrong_provider: another provider's gate learns nothing about the ticket", async () => {
    const t = await insertTicket(database.db);
    const key = await keyOf(database.db, await otherProvider(database.db, t.providerId));
    const answer = (await scan(key, t.token)).json();
    assert.deepEqual(answer, {
      result: 'wrong_provider',
      message: CHECKIN_MESSAGES.wrong_provider,
      checkedInAt: null,
      ticket: null,
    });
    assert.equal(await checkinsOf(t.ticketId), 0);
  });

  test('not_today: before check-in opens (3 h before the start) and after it closes (1 h after the end)', async () => {
    const early = await insertTicket(database.db, { startsIn: 3 * 60 + 5 });
    const key = await keyOf(database.db, early.providerId);
    const tooEarly = (await scan(key, early.token)).json();
    assert.deepEqual(tooEarly, {
      result: 'not_today',
      message: CHECKIN_MESSAGES.not_today,
      checkedInAt: null,
      ticket: ticketView(early),
    });
    // Ended 65 minutes ago: the session (2 h) started 185 minutes ago; its token is still unexpired.
    const late = await insertTicket(database.db, { startsIn: -185 });
    assert.equal((await scan(key, late.token)).json().result, 'not_today');
    const opening = await insertTicket(database.db, { startsIn: 3 * 60 - 5 });
    assert.equal((await scan(key, opening.token)).json().result, 'valid');
    assert.equal(await checkinsOf(early.ticketId), 0);
  });

  test('the window includes both its edges', () => {
    const start = new Date('2027-04-30T07:00:00Z');
    const end = new Date('2027-04-30T09:00:00Z');
    assert.equal(withinCheckinWindow(start, end, new Date('2027-04-30T04:00:00Z')), true);
    assert.equal(withinCheckinWindow(start, end, new Date('2027-04-30T03:59:59Z')), false);
    assert.equal(withinCheckinWindow(start, end, new Date('2027-04-30T10:00:00Z')), true);
    assert.equal(withinCheckinWindow(start, end, new Date('2027-04-30T10:00:01Z')), false);
  });

  test('CHECKIN_OPENS_HOURS_BEFORE opens the gate earlier: a session 5 hours away checks in at 6', async () => {
    const earlyGate = await testApp(database, { config: { checkinOpensHoursBefore: 6 } });
    try {
      const t = await insertTicket(database.db, { startsIn: 5 * 60 });
      const key = await keyOf(database.db, t.providerId);
      assert.equal((await scan(key, t.token, nonce(), earlyGate)).json().result, 'valid');
      assert.equal(
        (await scan(key, (await insertTicket(database.db, { startsIn: 6 * 60 + 5 })).token, nonce(), earlyGate)).json()
          .result,
        'not_today',
      );
    } finally {
      await earlyGate.close();
    }
  });

  test('invalid: not a token, a tampered one, an expired one, or one for a ticket Kemet never issued', async () => {
    const t = await insertTicket(database.db);
    const key = await keyOf(database.db, t.providerId);
    const [header, payload, signature] = t.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, cat: 'Child' })).toString('base64url'),
      signature,
    ].join('.');
    const expired = (await signTicket({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })).token;
    const unknown = (await signTicket({ ...claims, jti: 'NeverIssued00000' })).token;
    for (const token of ['hello', tampered, expired, unknown]) {
      const answer = (await scan(key, token)).json();
      assert.deepEqual(
        answer,
        { result: 'invalid', message: CHECKIN_MESSAGES.invalid, checkedInAt: null, ticket: null },
        token,
      );
    }
    assert.equal(await checkinsOf(t.ticketId), 0);
  });
});

describe('POST /api/checkins: a bought ticket', () => {
  test('the token from the ticket page checks in valid, then already_used; once the booking is cancelled, revoked', async () => {
    const f = await insertExperience(database.db, { freeCancellationHours: 0, sessions: [{ startsIn: 60 }] });
    const { cookie } = await signUp(app);
    const hold = await post(
      app,
      '/api/holds',
      { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.student, quantity: 1 }] },
      { cookie },
    );
    assert.equal(hold.statusCode, 201, hold.body);
    const paid = await post(
      app,
      '/api/bookings',
      { holdId: hold.json().hold.id, payment: { cardLast4: '4242', cvc: '123' } },
      { cookie, 'idempotency-key': nonce() },
    );
    assert.equal(paid.statusCode, 201, paid.body);
    const { booking } = paid.json();
    const page = await call(app, { method: 'GET', url: `/api/bookings/${booking.reference}`, headers: { cookie } });
    const [ticket] = page.json().tickets;
    const key = await keyOf(database.db, page.json().provider.id);

    const first = (await scan(key, ticket.token)).json();
    assert.equal(first.result, 'valid');
    assert.equal(first.ticket.reference, booking.reference);
    assert.deepEqual(first.ticket.category, { label: 'Egyptian student', proof: 'student_card' });
    assert.equal((await scan(key, ticket.token)).json().result, 'already_used');

    const cancelled = await post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal((await scan(key, ticket.token)).json().result, 'revoked');
  });
});

describe('POST /api/checkins: retries', () => {
  test('the same nonce sent again answers the first answer and is recorded once', async () => {
    const t = await insertTicket(database.db);
    const key = await keyOf(database.db, t.providerId);
    const scanNonce = nonce();
    const first = (await scan(key, t.token, scanNonce)).json();
    const retry = (await scan(key, t.token, scanNonce)).json();
    assert.equal(first.result, 'valid');
    assert.deepEqual(retry, first);
    const rows = await database.db.select().from(checkinScans).where(eq(checkinScans.nonce, scanNonce));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].result, 'valid');
    assert.equal(rows[0].ticketId, t.ticketId);
    assert.equal(await checkinsOf(t.ticketId), 1);
    // A new nonce is a new scan.
    assert.equal((await scan(key, t.token)).json().result, 'already_used');
  });

  test('a nonce is per provider: another provider reusing it is judged afresh', async () => {
    const t = await insertTicket(database.db);
    const scanNonce = nonce();
    const other = await keyOf(database.db, await otherProvider(database.db, t.providerId));
    assert.equal((await scan(other, t.token, scanNonce)).json().result, 'wrong_provider');
    assert.equal((await scan(await keyOf(database.db, t.providerId), t.token, scanNonce)).json().result, 'valid');
  });

  test(`scans are kept ${SCAN_RETENTION_DAYS} days for retries, then purged`, async () => {
    const t = await insertTicket(database.db);
    const key = await keyOf(database.db, t.providerId);
    const [old, recent] = [nonce(), nonce()];
    await scan(key, t.token, old);
    await scan(key, t.token, recent);
    await database.db
      .update(checkinScans)
      .set({ createdAt: new Date(Date.now() - (SCAN_RETENTION_DAYS * 24 + 1) * 3_600_000) })
      .where(eq(checkinScans.nonce, old));
    await purgeOldScans(database.db);
    const left = await database.db
      .select({ nonce: checkinScans.nonce })
      .from(checkinScans)
      .where(inArray(checkinScans.nonce, [old, recent]));
    assert.deepEqual(left, [{ nonce: recent }]);
  });

  test('a body that breaks the contract is a 400 in the error shape', async () => {
    const t = await insertTicket(database.db);
    const res = await post(
      app,
      '/api/checkins',
      { token: t.token, nonce: 'short' },
      { authorization: `Bearer ${await keyOf(database.db, t.providerId)}` },
    );
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.code, 'VALIDATION');
    assert.ok(res.json().error.fields.nonce);
  });
});

describe('POST /api/checkins: who may scan', () => {
  test('no key, a malformed key, or an unknown key → 401 UNAUTHENTICATED, whatever the body', async () => {
    const t = await insertTicket(database.db);
    const noKey = await post(app, '/api/checkins', { nonsense: true });
    assert.equal(noKey.statusCode, 401);
    assert.equal(noKey.json().error.code, 'UNAUTHENTICATED');
    assert.equal(noKey.headers['cache-control'], 'no-store');
    for (const key of ['kmt_pk_short', `kmt_pk_${'A'.repeat(43)}`]) {
      const res = await scan(key, t.token);
      assert.equal(res.statusCode, 401, key);
      assert.equal(res.json().error.code, 'UNAUTHENTICATED');
    }
    assert.equal(await checkinsOf(t.ticketId), 0);
  });

  test('a revoked key → 401 (a new key replaces it)', async () => {
    const t = await insertTicket(database.db);
    const old = await keyOf(database.db, t.providerId);
    const fresh = await keyOf(database.db, t.providerId);
    assert.equal((await scan(old, t.token)).statusCode, 401);
    assert.equal((await scan(fresh, t.token)).json().result, 'valid');
  });

  test("a signed-in member of the provider's staff scans without a key; another traveller gets 401", async () => {
    const t = await insertTicket(database.db);
    const staff = await signUp(app);
    await database.db.insert(providerStaff).values({ userId: staff.user.id, providerId: t.providerId });
    const res = await post(app, '/api/checkins', { token: t.token, nonce: nonce() }, { cookie: staff.cookie });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result, 'valid');
    const traveller = await signUp(app);
    const refused = await post(app, '/api/checkins', { token: t.token, nonce: nonce() }, { cookie: traveller.cookie });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().error.code, 'UNAUTHENTICATED');
  });

  test('scans are limited per provider: past the limit → 429 RATE_LIMITED', async () => {
    const limited = await testApp(database, { config: { checkinsPerProvider: 2 } });
    try {
      const t = await insertTicket(database.db);
      const key = await keyOf(database.db, t.providerId);
      assert.equal((await scan(key, t.token, nonce(), limited)).statusCode, 200);
      assert.equal((await scan(key, t.token, nonce(), limited)).statusCode, 200);
      const third = await scan(key, t.token, nonce(), limited);
      assert.equal(third.statusCode, 429);
      assert.equal(third.json().error.code, 'RATE_LIMITED');
      // Another provider's gate has its own count.
      const otherKey = await keyOf(database.db, await otherProvider(database.db, t.providerId));
      assert.equal((await scan(otherKey, t.token, nonce(), limited)).statusCode, 200);
    } finally {
      await limited.close();
    }
  });
});

// POST /api/quotes: the server prices a choice from its own category prices and the sale, line by line, and refuses
// what cannot be booked with the usual error shape.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, post } from './helpers.js';
import { DAY_MINUTES, insertExperience, type Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const quote = (body: unknown) => post(app, '/api/quotes', body);

describe('POST /api/quotes', () => {
  test('prices each category with the sale per ticket: lines, subtotal, saving, total, places, cancellation deadline', async () => {
    // 12.5 % off: 100.00 → 87.50, 50.00 → 43.75, 12.35 → 10.81 (rounded to the cent per ticket), infant free.
    const f = await insertExperience(database.db, { sale: 125, freeCancellationHours: 48 });
    const res = await quote({
      sessionId: f.sessions[0],
      tickets: [
        { categoryId: f.categories.adult, quantity: 2 },
        { categoryId: f.categories.child, quantity: 1 },
        { categoryId: f.categories.infant, quantity: 1 },
        { categoryId: f.categories.student, quantity: 3 },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const { quote: q } = res.json();
    assert.deepEqual(
      q.lines.map(
        (l: {
          label: string;
          quantity: number;
          unitPrice: number;
          salePrice: number;
          amount: number;
          proof: string;
        }) => [l.label, l.quantity, l.unitPrice, l.salePrice, l.amount, l.proof],
      ),
      [
        ['Foreign adult', 2, 100, 87.5, 175, 'passport'],
        ['Child', 1, 50, 43.75, 43.75, 'none'],
        ['Infant on a lap', 1, 0, 0, 0, 'none'],
        ['Egyptian student', 3, 12.35, 10.81, 32.43, 'student_card'],
      ],
    );
    assert.equal(q.subtotal, 287.05);
    assert.equal(q.total, 251.18);
    assert.equal(q.saving, 35.87);
    assert.equal(q.places, 6, 'the infant on a lap takes no place');
    assert.equal(q.currency, 'USD');
    assert.equal(q.experienceId, f.experienceId);
    assert.equal(q.session.id, f.sessions[0]);
    assert.equal(new Date(q.session.startsAt).getTime() - new Date(q.cancellableUntil).getTime(), 48 * 3_600_000);
  });

  test('a category named twice counts once with both quantities; without a sale, saving is 0', async () => {
    const f = await insertExperience(database.db);
    const res = await quote({
      sessionId: f.sessions[0],
      tickets: [
        { categoryId: f.categories.adult, quantity: 1 },
        { categoryId: f.categories.adult, quantity: 2 },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().quote.lines.length, 1);
    assert.equal(res.json().quote.lines[0].quantity, 3);
    assert.equal(res.json().quote.total, 300);
    assert.equal(res.json().quote.saving, 0);
  });

  describe('refusals', () => {
    let f: Fixture;
    const adult = (sessionId: number, quantity = 1) => ({
      sessionId,
      tickets: [{ categoryId: f.categories.adult, quantity }],
    });
    test('unknown session → 404; a category of another experience → 422 CATEGORY_MISMATCH', async () => {
      f = await insertExperience(database.db, {
        sessions: [
          {},
          { startsIn: -30 },
          { startsIn: 60, cutoffMinutes: 120 },
          { status: 'closed' },
          { status: 'cancelled' },
          { capacity: 3 },
        ],
      });
      const missing = await quote(adult(2_000_000));
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error.code, 'NOT_FOUND');
      const other = await insertExperience(database.db);
      const mismatch = await quote({
        sessionId: f.sessions[0],
        tickets: [{ categoryId: other.categories.adult, quantity: 1 }],
      });
      assert.equal(mismatch.statusCode, 422);
      assert.equal(mismatch.json().error.code, 'CATEGORY_MISMATCH');
      const unknown = await quote({ sessionId: f.sessions[0], tickets: [{ categoryId: 2_000_000, quantity: 1 }] });
      assert.equal(unknown.json().error.code, 'CATEGORY_MISMATCH');
    });

    test('started → 409 SESSION_PAST; past its cut-off, closed or cancelled → 409 BOOKING_CLOSED', async () => {
      const codes = await Promise.all(f.sessions.slice(1, 5).map(async (id) => (await quote(adult(id))).json().error));
      assert.deepEqual(
        codes.map((e) => e.code),
        ['SESSION_PAST', 'BOOKING_CLOSED', 'BOOKING_CLOSED', 'BOOKING_CLOSED'],
      );
      assert.equal(codes[3].message, 'This session was cancelled.');
    });

    test('more places than are left → 409 SOLD_OUT naming what is left', async () => {
      const res = await quote(adult(f.sessions[5], 4));
      assert.equal(res.statusCode, 409);
      assert.deepEqual(res.json().error, { code: 'SOLD_OUT', message: 'Sorry, only 3 places are left.' });
      assert.equal((await quote(adult(f.sessions[5], 3))).statusCode, 200);
    });

    test('over 10 tickets in all → 422 TOO_MANY_TICKETS; a malformed choice → 400 VALIDATION', async () => {
      const many = await quote({
        sessionId: f.sessions[0],
        tickets: [
          { categoryId: f.categories.adult, quantity: 6 },
          { categoryId: f.categories.child, quantity: 5 },
        ],
      });
      assert.equal(many.statusCode, 422);
      assert.equal(many.json().error.code, 'TOO_MANY_TICKETS');
      for (const body of [
        { sessionId: f.sessions[0], tickets: [] },
        { sessionId: 'x', tickets: [{ categoryId: 1, quantity: 1 }] },
        {},
      ]) {
        const res = await quote(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(res.json().error.code, 'VALIDATION');
      }
    });
  });

  test('needs no sign-in', async () => {
    const f = await insertExperience(database.db, { sessions: [{ startsIn: 2 * DAY_MINUTES }] });
    assert.equal(
      (await quote({ sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.child, quantity: 1 }] }))
        .statusCode,
      200,
    );
  });
});

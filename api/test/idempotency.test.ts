import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, mock, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  fingerprint,
  idempotencySecret,
  purgeExpiredIdempotencyKeys,
  SECRET_FILE,
} from '../src/bookings/idempotency.js';
import type { Database } from '../src/db/client.js';
import { idempotencyKeys } from '../src/db/schema.js';
import { appPerFile, pgliteDatabase, post, signUp, testApp, TEST_CONFIG } from './helpers.js';
import { placesLeft, setPlacesLeft } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let keyN = 0;
const key = () => `idem-${Date.now()}-${keyN++}`;
const card = { cardLast4: '4242', cvc: '123' };
const book = (cookie: string, k: string, body: unknown, on = app) =>
  post(on, '/api/bookings', body, { cookie, 'idempotency-key': k });
const storedRow = async (userId: number, k: string) =>
  (
    await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, k)))
  )[0];
const ageKey = (userId: number, k: string, hours: number) =>
  database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, k)));
const tickets = (id: number) => placesLeft(database.db, id);

describe('the stored request fingerprint', () => {
  test('cannot be recomputed from the card last-4 and any 3- or 4-digit CVC with plain SHA-256', async () => {
    const traveller = await signUp(app);
    const k = key();
    const order = { eventId: 13, quantity: 2, payment: { cardLast4: '4242', cvc: '7391' } };
    assert.equal((await book(traveller.cookie, k, order)).statusCode, 201);
    const { requestHash } = await storedRow(traveller.user.id, k);
    const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    const cvcs = [
      ...Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')),
      ...Array.from({ length: 10000 }, (_, n) => String(n).padStart(4, '0')),
    ];
    const guesses = [
      sha256([order.eventId, order.quantity, '4242']),
      ...cvcs.flatMap((cvc) => [
        sha256([order.eventId, order.quantity, '4242', cvc]),
        sha256(['4242', cvc]),
        sha256(`4242${cvc}`),
      ]),
    ];
    assert.equal(guesses.length, 1 + 11000 * 3);
    assert.ok(!guesses.includes(requestHash), 'the stored fingerprint matched a plain SHA-256 guess');
    assert.doesNotMatch(JSON.stringify(await storedRow(traveller.user.id, k)), /7391/);
  });

  test('is an HMAC under the server secret and leaves the CVC out: another secret or another card gives another value', () => {
    const secret = TEST_CONFIG.idempotencySecret!;
    const order = { eventId: 3, quantity: 1, payment: { cardLast4: '4242', cvc: '123' } };
    const otherCvc = { ...order, payment: { cardLast4: '4242', cvc: '999' } };
    assert.equal(fingerprint(secret, order), fingerprint(secret, otherCvc));
    assert.notEqual(fingerprint(secret, order), fingerprint(`${secret}-rotated`, order));
    const otherCard = { ...order, payment: { cardLast4: '4243', cvc: '123' } };
    assert.notEqual(fingerprint(secret, order), fingerprint(secret, otherCard));
  });

  test('a retry under the same key with another CVC replays the first answer; another card is refused', async () => {
    const traveller = await signUp(app);
    const k = key();
    const first = await book(traveller.cookie, k, { eventId: 15, quantity: 1, payment: card });
    const otherCvc = await book(traveller.cookie, k, {
      eventId: 15,
      quantity: 1,
      payment: { cardLast4: '4242', cvc: '456' },
    });
    assert.equal(first.statusCode, 201);
    assert.equal(otherCvc.statusCode, 201);
    assert.deepEqual(otherCvc.json(), first.json());
    const otherCard = await book(traveller.cookie, k, {
      eventId: 15,
      quantity: 1,
      payment: { cardLast4: '1111', cvc: '123' },
    });
    assert.equal(otherCard.statusCode, 422);
    assert.equal(otherCard.json().error.code, 'IDEMPOTENCY_MISMATCH');
  });
});

describe('the server secret', () => {
  test('IDEMPOTENCY_SECRET is used as given and refused when shorter than 32 characters', async () => {
    const configured = 'x'.repeat(32);
    assert.deepEqual(await idempotencySecret({ configured }), { secret: configured, shared: true });
    await assert.rejects(idempotencySecret({ configured: 'short' }), /at least 32 characters/);
  });

  test('without one, a secret is generated once into the data directory (owner-only) and kept across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kemet-idem-'));
    try {
      const first = await idempotencySecret({ dataDir: dir });
      const again = await idempotencySecret({ dataDir: dir });
      assert.equal(first.shared, true);
      assert.equal(again.secret, first.secret);
      assert.ok(first.secret.length >= 32);
      assert.equal((await stat(path.join(dir, SECRET_FILE))).mode & 0o777, 0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('without one and without a data directory, each process draws its own', async () => {
    const a = await idempotencySecret({});
    const b = await idempotencySecret({});
    assert.equal(a.shared, false);
    assert.notEqual(a.secret, b.secret);
  });

  test('instances with different secrets never book twice: a retry on the other one is refused with 422', async () => {
    const other = await testApp(database, {
      config: { idempotencySecret: 'another-instance-secret-0123456789abcdef' },
    });
    try {
      const traveller = await signUp(app);
      const k = key();
      const order = { eventId: 22, quantity: 1, payment: card };
      assert.equal((await book(traveller.cookie, k, order)).statusCode, 201);
      const left = await tickets(22);
      const elsewhere = await book(traveller.cookie, k, order, other);
      assert.equal(elsewhere.statusCode, 422);
      assert.equal(elsewhere.json().error.code, 'IDEMPOTENCY_MISMATCH');
      assert.equal(await tickets(22), left);
    } finally {
      await other.close();
    }
  });

  test('an app on a PGlite directory fingerprints with the generated secret, and a restarted app still replays', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kemet-idem-app-'));
    const db = await pgliteDatabase();
    const config = { pgliteDir: dir, idempotencySecret: undefined };
    try {
      const first = await testApp(db, { config });
      const traveller = await signUp(first);
      const k = key();
      const order = { eventId: 16, quantity: 1, payment: card };
      const booked = await book(traveller.cookie, k, order, first);
      assert.equal(booked.statusCode, 201);
      await first.close();
      const secret = (await readFile(path.join(dir, SECRET_FILE), 'utf8')).trim();
      const [row] = await db.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
      assert.equal(row.requestHash, fingerprint(secret, order));
      const restarted = await testApp(db, { config });
      const retry = await book(traveller.cookie, k, order, restarted);
      await restarted.close();
      assert.equal(retry.statusCode, 201);
      assert.deepEqual(retry.json(), booked.json());
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('keys live 24 hours', () => {
  test('a retry 23 hours later still replays the stored answer and takes no more tickets', async () => {
    const traveller = await signUp(app);
    const k = key();
    const order = { eventId: 18, quantity: 2, payment: card };
    const first = await book(traveller.cookie, k, order);
    assert.equal(first.statusCode, 201);
    const left = await tickets(18);
    await ageKey(traveller.user.id, k, 23);
    const retry = await book(traveller.cookie, k, order);
    assert.equal(retry.statusCode, 201);
    assert.deepEqual(retry.json(), first.json());
    assert.equal(await tickets(18), left);
  });

  test('a key older than 24 hours that made a booking is refused, before and after the sweep, and books nothing', async () => {
    const traveller = await signUp(app);
    const k = key();
    const order = { eventId: 19, quantity: 1, payment: card };
    assert.equal((await book(traveller.cookie, k, order)).statusCode, 201);
    const left = await tickets(19);
    await ageKey(traveller.user.id, k, 25);
    const stale = await book(traveller.cookie, k, order);
    assert.equal(stale.statusCode, 422);
    assert.equal(stale.json().error.code, 'IDEMPOTENCY_KEY_EXPIRED');
    await purgeExpiredIdempotencyKeys(database.db);
    assert.equal(await storedRow(traveller.user.id, k), undefined);
    const swept = await book(traveller.cookie, k, order);
    assert.equal(swept.statusCode, 422);
    assert.equal(swept.json().error.code, 'IDEMPOTENCY_KEY_EXPIRED');
    assert.equal(await tickets(19), left);
  });

  test('a key older than 24 hours whose attempt booked nothing (sold out) counts as a new attempt', async () => {
    const traveller = await signUp(app);
    const k = key();
    const order = { eventId: 20, quantity: 1, payment: card };
    const left = await tickets(20);
    await setPlacesLeft(database.db, 20, 0);
    assert.equal((await book(traveller.cookie, k, order)).statusCode, 409);
    await setPlacesLeft(database.db, 20, left);
    assert.equal(
      (await book(traveller.cookie, k, order)).statusCode,
      409,
      'within 24 hours the sold-out answer is replayed',
    );
    await ageKey(traveller.user.id, k, 25);
    const fresh = await book(traveller.cookie, k, order);
    assert.equal(fresh.statusCode, 201, fresh.body);
    assert.equal(await tickets(20), left - 1);
  });

  test('the hourly sweep deletes keys older than 24 hours and keeps younger ones', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const db = await pgliteDatabase();
    try {
      const swept = await testApp(db);
      const traveller = await signUp(swept);
      const [old, young] = [key(), key()];
      assert.equal(
        (await book(traveller.cookie, old, { eventId: 21, quantity: 1, payment: card }, swept)).statusCode,
        201,
      );
      assert.equal(
        (await book(traveller.cookie, young, { eventId: 21, quantity: 1, payment: card }, swept)).statusCode,
        201,
      );
      const age = (k: string, hours: number) =>
        db.db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
          .where(eq(idempotencyKeys.key, k));
      await age(old, 25);
      await age(young, 23);
      const keysLeft = async () =>
        (await db.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key).sort();
      assert.deepEqual(await keysLeft(), [old, young].sort());
      mock.timers.tick(3_600_000);
      for (let i = 0; i < 200 && (await keysLeft()).length > 1; i++)
        await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(await keysLeft(), [young]);
      await swept.close();
    } finally {
      mock.timers.reset();
      await db.close();
    }
  });
});

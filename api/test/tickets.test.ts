// Tickets of a booking: issued when it is confirmed (one per person taking a place), the ticket page's data, revoked
// when it is cancelled, and the revocation list scanners sync.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4, TICKET_EXPIRES_HOURS_AFTER_END, type BookingTickets } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { bookings, experienceSessions, experiences, providers, tickets } from '../src/db/schema.js';
import { issueProviderKey } from '../src/gate/providerKeys.js';
import { verifyTicket } from '../src/tickets/token.js';
import { call, pgliteDatabase, post, signUp, testApp } from './helpers.js';
import { insertExperience, type Fixture } from './sessionFixtures.js';

let database: Database;
let app: FastifyInstance;
let f: Fixture;
let keyN = 0;
const card = { cardLast4: '4242', cvc: '123' };

before(async () => {
  database = await pgliteDatabase();
  app = await testApp(database);
  f = await insertExperience(database.db, { sessions: [{ capacity: 40 }] });
});
after(async () => {
  await app.close();
  await database.close();
});

type Line = { categoryId: number; quantity: number };

/** Holds and pays the lines as a new traveller; returns the traveller's cookie and the booking's reference. */
async function buy(lines: Line[], payment = card): Promise<{ cookie: string; reference: string; status: number }> {
  const { cookie } = await signUp(app);
  const hold = await post(app, '/api/holds', { sessionId: f.sessions[0], tickets: lines }, { cookie });
  assert.equal(hold.statusCode, 201, hold.body);
  const paid = await post(
    app,
    '/api/bookings',
    { holdId: hold.json().hold.id, payment },
    { cookie, 'idempotency-key': `t-${keyN++}` },
  );
  const [row] = await database.db
    .select({ reference: bookings.reference })
    .from(bookings)
    .orderBy(sql`${bookings.id} desc`)
    .limit(1);
  return { cookie, reference: row.reference, status: paid.statusCode };
}

const ticketPage = (cookie: string, reference: string) =>
  call(app, { method: 'GET', url: `/api/bookings/${reference}`, headers: { cookie } });

async function providerKey(providerId: number): Promise<string> {
  return (await issueProviderKey(database.db, providerId)).key;
}

async function fixtureProvider(): Promise<number> {
  const [row] = await database.db
    .select({ id: experiences.providerId })
    .from(experiences)
    .where(eq(experiences.id, f.experienceId));
  return row.id;
}

describe('issuing', () => {
  test('paying issues one ticket per person taking a place, in category order, numbered 1..n; an infant on a lap gets none', async () => {
    const { cookie, reference, status } = await buy([
      { categoryId: f.categories.student, quantity: 1 },
      { categoryId: f.categories.infant, quantity: 1 },
      { categoryId: f.categories.child, quantity: 1 },
      { categoryId: f.categories.adult, quantity: 2 },
    ]);
    assert.equal(status, 201);
    const res = await ticketPage(cookie, reference);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const page = res.json<BookingTickets>();
    assert.equal(page.booking.reference, reference);
    assert.equal(page.booking.status, 'confirmed');
    assert.deepEqual(
      page.tickets.map((t) => [t.number, t.category.label, t.category.proof, t.status, t.checkedInAt]),
      [
        [1, 'Foreign adult', 'passport', 'valid', null],
        [2, 'Foreign adult', 'passport', 'valid', null],
        [3, 'Child', 'none', 'valid', null],
        [4, 'Egyptian student', 'student_card', 'valid', null],
      ],
    );
    assert.equal(new Set(page.tickets.map((t) => t.id)).size, 4);
    const [provider] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.id, await fixtureProvider()));
    assert.deepEqual(page.provider, { id: provider.id, name: provider.name });
    // The fixture names no meeting point: Luxor's capital stands in.
    assert.deepEqual(page.meetingPlace, { name: 'Luxor city centre', latitude: 25.6833, longitude: 32.65 });
  });

  test("each token verifies to the ticket's claims, expiring 6 hours after the session ends", async () => {
    const { cookie, reference } = await buy([{ categoryId: f.categories.student, quantity: 1 }]);
    const [ticket] = (await ticketPage(cookie, reference)).json<BookingTickets>().tickets;
    const [session] = await database.db
      .select()
      .from(experienceSessions)
      .where(eq(experienceSessions.id, f.sessions[0]));
    const claims = await verifyTicket(ticket.token!);
    const exp = session.endsAt.getTime() / 1000 + TICKET_EXPIRES_HOURS_AFTER_END * 3600;
    assert.deepEqual(claims, {
      jti: ticket.id,
      ref: reference,
      xp: f.experienceId,
      pv: await fixtureProvider(),
      st: Math.floor(session.startsAt.getTime() / 1000),
      cat: 'Egyptian student',
      prf: 'student_card',
      exp: Math.floor(exp),
    });
    assert.match(ticket.id, /^[A-Za-z0-9_-]{16}$/);
    assert.equal(ticket.expiresAt, new Date(Math.floor(exp) * 1000).toISOString());
  });

  test('the legacy body (eventId + quantity) issues its tickets too', async () => {
    const { cookie } = await signUp(app);
    const res = await post(
      app,
      '/api/bookings',
      { eventId: 1, quantity: 2, payment: card },
      { cookie, 'idempotency-key': `legacy-${keyN++}` },
    );
    assert.equal(res.statusCode, 201, res.body);
    const page = (await ticketPage(cookie, res.json().booking.reference)).json<BookingTickets>();
    assert.deepEqual(
      page.tickets.map((t) => t.number),
      [1, 2],
    );
    assert.ok(page.tickets.every((t) => t.token !== null && t.status === 'valid'));
    // A seeded experience meets where the seed says.
    assert.deepEqual(page.meetingPlace, {
      name: 'West Bank ferry landing, Luxor (pick-up at 04:30)',
      latitude: 25.7007,
      longitude: 32.6296,
    });
  });

  test('a declined payment issues none: the failed booking shows no tickets', async () => {
    const { cookie, reference, status } = await buy([{ categoryId: f.categories.adult, quantity: 1 }], {
      cardLast4: DECLINING_TEST_CARD_LAST4,
      cvc: '999',
    });
    assert.equal(status, 402);
    const page = (await ticketPage(cookie, reference)).json<BookingTickets>();
    assert.equal(page.booking.status, 'failed');
    assert.deepEqual(page.tickets, []);
  });

  test('a booking confirmed before tickets existed gets them on its first read, once', async () => {
    const { cookie, reference } = await buy([{ categoryId: f.categories.adult, quantity: 2 }]);
    const [booking] = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, reference));
    await database.db.delete(tickets).where(eq(tickets.bookingId, booking.id));
    const [first, second] = await Promise.all([ticketPage(cookie, reference), ticketPage(cookie, reference)]);
    const ids = first.json<BookingTickets>().tickets.map((t) => t.id);
    assert.equal(ids.length, 2);
    assert.deepEqual(
      second.json<BookingTickets>().tickets.map((t) => t.id),
      ids,
    );
    assert.equal((await database.db.select().from(tickets).where(eq(tickets.bookingId, booking.id))).length, 2);
  });
});

describe('GET /api/bookings/:reference', () => {
  test("another traveller's reference answers 404 like an unknown one; a malformed one 400; signed out 401", async () => {
    const { reference } = await buy([{ categoryId: f.categories.adult, quantity: 1 }]);
    const stranger = await signUp(app);
    const theirs = await ticketPage(stranger.cookie, reference);
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().error.code, 'NOT_FOUND');
    const unknown = await ticketPage(stranger.cookie, 'KMT-ZZZZZZ');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), theirs.json());
    const malformed = await ticketPage(stranger.cookie, 'KMT-1OI');
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().error.code, 'VALIDATION');
    const signedOut = await call(app, { method: 'GET', url: `/api/bookings/${reference}` });
    assert.equal(signedOut.statusCode, 401);
  });
});

describe('revocation', () => {
  test('cancelling revokes the tickets: no tokens on the ticket page, listed for the provider in /tickets/revoked', async () => {
    const key = await providerKey(await fixtureProvider());
    const revoked = (query = '') =>
      call(app, { method: 'GET', url: `/api/tickets/revoked${query}`, headers: { authorization: `Bearer ${key}` } });
    const start = await revoked();
    assert.equal(start.statusCode, 200, start.body);
    assert.equal(start.headers['cache-control'], 'no-store');
    const { asOf } = start.json();

    const { cookie, reference } = await buy([{ categoryId: f.categories.adult, quantity: 2 }]);
    const booking = (await ticketPage(cookie, reference)).json<BookingTickets>();
    const cancel = await post(app, `/api/bookings/${booking.booking.id}/cancel`, {}, { cookie });
    assert.equal(cancel.statusCode, 200, cancel.body);

    const page = (await ticketPage(cookie, reference)).json<BookingTickets>();
    assert.equal(page.booking.status, 'cancelled');
    assert.deepEqual(
      page.tickets.map((t) => [t.id, t.status, t.token]),
      booking.tickets.map((t) => [t.id, 'revoked', null]),
    );

    const sinceStart = (await revoked(`?since=${encodeURIComponent(asOf)}`)).json();
    const ids = sinceStart.items.map((i: { id: string }) => i.id);
    assert.deepEqual(
      booking.tickets.map((t) => t.id).filter((id) => ids.includes(id)),
      booking.tickets.map((t) => t.id),
    );
    assert.ok(sinceStart.items.every((i: { revokedAt: string }) => new Date(i.revokedAt) > new Date(asOf)));
    const later = new Date(Date.now() + 60_000).toISOString();
    assert.deepEqual((await revoked(`?since=${encodeURIComponent(later)}`)).json().items, []);
  });

  test("/tickets/revoked lists only the caller's provider's tickets, and needs a provider key", async () => {
    const { cookie, reference } = await buy([{ categoryId: f.categories.adult, quantity: 1 }]);
    const {
      booking,
      tickets: [ticket],
    } = (await ticketPage(cookie, reference)).json<BookingTickets>();
    await post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie });
    const [other] = await database.db
      .select({ id: providers.id })
      .from(providers)
      .where(sql`${providers.id} <> ${await fixtureProvider()}`)
      .limit(1);
    const otherKey = await providerKey(other.id);
    const theirs = await call(app, {
      method: 'GET',
      url: '/api/tickets/revoked',
      headers: { authorization: `Bearer ${otherKey}` },
    });
    assert.equal(theirs.statusCode, 200);
    assert.ok(!theirs.json().items.some((i: { id: string }) => i.id === ticket.id));
    const mine = await call(app, {
      method: 'GET',
      url: '/api/tickets/revoked',
      headers: { authorization: `Bearer ${await providerKey(await fixtureProvider())}` },
    });
    assert.ok(mine.json().items.some((i: { id: string }) => i.id === ticket.id));

    const none = await call(app, { method: 'GET', url: '/api/tickets/revoked' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().error.code, 'UNAUTHENTICATED');
    const traveller = await call(app, { method: 'GET', url: '/api/tickets/revoked', headers: { cookie } });
    assert.equal(traveller.statusCode, 401, 'a traveller is not provider staff');
    const badSince = await call(app, {
      method: 'GET',
      url: '/api/tickets/revoked?since=yesterday',
      headers: { authorization: `Bearer ${otherKey}` },
    });
    assert.equal(badSince.statusCode, 400);
  });
});

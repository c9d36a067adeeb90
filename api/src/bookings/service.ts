// Booking integrity: one transaction claims the idempotency key, takes the tickets of an event still to come with a
// conditional UPDATE, charges, and records the booking; a decline gives the tickets back in the same transaction.
import { randomBytes } from 'node:crypto';
import { EVENT_PAST_MESSAGE, type Booking } from '@kemet/contract';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, experiences, idempotencyKeys } from '../db/schema.js';
import { errorBody } from '../http/errors.js';
import { discountedCents, toBooking } from '../http/serialize.js';
import type { PaymentProvider } from '../payments/provider.js';
import { claimKey, fingerprint, isStale } from './idempotency.js';

export interface BookingInput {
  eventId: number;
  quantity: number;
  payment: { cardLast4: string; cvc: string };
}

export interface Outcome {
  status: number;
  body: unknown;
  /** The stored answer to an earlier request with the same Idempotency-Key (nothing was charged this time). */
  replayed?: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no I, O, 0, 1: easy to read aloud

function newReference(): string {
  const bytes = randomBytes(6);
  return `KMT-${Array.from(bytes, (b) => BASE32[b & 31]).join('')}`;
}

export interface BookingDeps {
  payments: PaymentProvider;
  /** The HMAC key of request fingerprints. */
  idempotencySecret: string;
}

export async function createBooking(db: Db, deps: BookingDeps, userId: number, key: string, input: BookingInput): Promise<Outcome> {
  const requestHash = fingerprint(deps.idempotencySecret, input);
  return db.transaction(async (tx) => {
    // A concurrent duplicate blocks here on the primary key until the first commits, then sees its stored answer.
    if (!(await claimKey(tx, userId, key, requestHash))) {
      const [previous] = await tx
        .select({
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          response: idempotencyKeys.response,
          stale: isStale,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!previous || previous.stale) {
        return {
          status: 422,
          body: errorBody('IDEMPOTENCY_KEY_EXPIRED', 'This Idempotency-Key was used more than 24 hours ago. Start a new booking attempt.'),
        };
      }
      if (previous.requestHash !== requestHash) {
        return { status: 422, body: errorBody('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different booking request.') };
      }
      if (previous.statusCode === null) {
        return { status: 409, body: errorBody('IDEMPOTENCY_IN_PROGRESS', 'This booking is still being processed. Please retry shortly.') };
      }
      return { status: previous.statusCode, body: previous.response, replayed: true };
    }
    const outcome = await attempt(tx, deps.payments, userId, key, input);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: outcome.status, response: outcome.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return outcome;
  });
}

async function attempt(tx: Tx, payments: PaymentProvider, userId: number, key: string, input: BookingInput): Promise<Outcome> {
  const { eventId, quantity } = input;
  const [experience] = await tx
    .update(experiences)
    .set({ ticketsCount: sql`${experiences.ticketsCount} - ${quantity}` })
    .where(and(eq(experiences.id, eventId), gte(experiences.ticketsCount, quantity), gt(experiences.startsAt, sql`now()`)))
    .returning();
  if (!experience) {
    const [found] = await tx
      .select({ left: experiences.ticketsCount, past: sql<boolean>`${experiences.startsAt} <= now()` })
      .from(experiences)
      .where(eq(experiences.id, eventId));
    if (!found) return { status: 404, body: errorBody('NOT_FOUND', 'We could not find that experience.') };
    if (found.past) return { status: 409, body: errorBody('EVENT_PAST', EVENT_PAST_MESSAGE) };
    const message =
      found.left === 0 ? 'This event is sold out.' : `Sorry, only ${found.left} ${found.left === 1 ? 'ticket is' : 'tickets are'} left.`;
    return { status: 409, body: errorBody('SOLD_OUT', message) };
  }
  const unitPriceCents = discountedCents(experience.ticketPriceCents, experience.sale);
  const totalCents = unitPriceCents * quantity;
  const reference = await uniqueReference(tx);
  const charge = await payments.charge({ amountCents: totalCents, currency: 'USD', ...input.payment, reference });
  const status = charge.approved ? 'confirmed' : 'failed';
  if (!charge.approved) {
    await tx
      .update(experiences)
      .set({ ticketsCount: sql`${experiences.ticketsCount} + ${quantity}` })
      .where(eq(experiences.id, eventId));
  }
  const [row] = await tx
    .insert(bookings)
    .values({ reference, userId, experienceId: eventId, quantity, unitPriceCents, totalCents, status, idempotencyKey: key })
    .returning();
  if (!charge.approved) return { status: 402, body: errorBody('PAYMENT_DECLINED', 'Your card was declined.') };
  return { status: 201, body: { booking: toBooking(row, experience) } };
}

async function uniqueReference(tx: Tx): Promise<string> {
  for (;;) {
    const reference = newReference();
    const [clash] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).limit(1);
    if (!clash) return reference;
  }
}

export async function listBookings(db: Db, userId: number): Promise<Booking[]> {
  const rows = await db
    .select({ booking: bookings, experience: experiences })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((r) => toBooking(r.booking, r.experience));
}

/** Cancels a confirmed booking of this user and returns its tickets, exactly once. */
export async function cancelBooking(db: Db, userId: number, bookingId: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
      if (!existing) return { status: 404, body: errorBody('NOT_FOUND', 'We could not find that booking.') };
      if (existing.status === 'cancelled') return { status: 409, body: errorBody('ALREADY_CANCELLED', 'This booking is already cancelled.') };
      return { status: 409, body: errorBody('NOT_CANCELLABLE', 'Only confirmed bookings can be cancelled.') };
    }
    const [experience] = await tx
      .update(experiences)
      .set({ ticketsCount: sql`${experiences.ticketsCount} + ${row.quantity}` })
      .where(eq(experiences.id, row.experienceId))
      .returning();
    return { status: 200, body: { booking: toBooking(row, experience) } };
  });
}

// Paying a hold in three steps (api/README.md, Bookings): (a) a short transaction claims the Idempotency-Key, checks
// the hold and records a 'pending' booking at the server's total; (b) the charge, with no transaction open and no lock
// held, so a slow provider does not hold up other bookings of the session; (c) a short transaction confirms, or on a
// decline marks the booking failed and keeps the hold for another card. Confirming issues the tickets
// (tickets/issue.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingLines, bookings, holds, idempotencyKeys } from '../db/schema.js';
import { ApiError, errorBody } from '../http/errors.js';
import { toBooking } from '../http/serialize.js';
import { issueTickets } from '../tickets/issue.js';
import type { ChargeResult, PaymentProvider } from '../payments/provider.js';
import { bookingById } from './bookingsOut.js';
import { expireIfOverdue, holdChoice, holdExpired, holdNotFound, holdPlaces, type HoldRow } from './holds.js';
import { claimKey, fingerprint, isStale } from './idempotency.js';
import { legacyChoice } from './legacyChoice.js';
import { endHolds, retakePlaces } from './placeLedger.js';
import { toQuote, type PricedChoice } from './quote.js';
import { newReference } from './reference.js';

export interface BookingInput {
  holdId?: string;
  eventId?: number;
  quantity?: number;
  payment: { cardLast4: string; cvc: string };
}

export interface Outcome {
  status: number;
  body: unknown;
  /** The stored answer to an earlier request with the same Idempotency-Key (nothing was charged this time). */
  replayed?: boolean;
}

export interface BookingDeps {
  payments: PaymentProvider;
  /** The HMAC key of request fingerprints. */
  idempotencySecret: string;
}

type BookingRow = typeof bookings.$inferSelect;

/** A retry finding its key's booking 'pending' this long resumes at the charge: the first attempt died before (c). */
const RESUME_AFTER = sql.raw(`interval '1 minute'`);
/** A concurrent duplicate waits this long for the first attempt's answer before hearing IDEMPOTENCY_IN_PROGRESS. */
const DUPLICATE_WAIT_MS = 3000;

const inProgress = (): Outcome => ({
  status: 409,
  body: errorBody('IDEMPOTENCY_IN_PROGRESS', 'This booking is still being processed. Please retry shortly.'),
});

export async function createBooking(
  db: Db,
  deps: BookingDeps,
  userId: number,
  key: string,
  input: BookingInput,
): Promise<Outcome> {
  const requestHash = fingerprint(deps.idempotencySecret, input);
  const reserved = await db.transaction((tx) => reserve(tx, userId, key, requestHash, input));
  if (reserved === 'duplicate') return answerDuplicate(db, deps, userId, key, requestHash, input);
  if ('refused' in reserved) return reserved.refused;
  return chargeAndSettle(db, deps.payments, userId, key, input, reserved.pending, reserved.choice);
}

/** Step (a). Returns the pending booking, a refusal (already stored as the key's answer), or 'duplicate'. */
async function reserve(
  tx: Db,
  userId: number,
  key: string,
  requestHash: string,
  input: BookingInput,
): Promise<{ pending: BookingRow; choice: PricedChoice } | { refused: Outcome } | 'duplicate'> {
  if (!(await claimKey(tx, userId, key, requestHash))) return 'duplicate';
  try {
    if (input.holdId !== undefined) {
      const hold = await payableHold(tx, userId, input.holdId);
      const choice = await holdChoice(tx, hold);
      return { pending: await insertPending(tx, userId, key, choice, hold), choice };
    }
    const choice = await legacyChoice(tx, input.eventId!, input.quantity!);
    const hold = await holdPlaces(tx, userId, choice, { legacy: true });
    return { pending: await insertPending(tx, userId, key, choice, hold), choice };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const outcome = { status: error.statusCode, body: errorBody(error.code, error.message) };
    return { refused: await storeAnswer(tx, userId, key, outcome) };
  }
}

/** The caller's live hold, locked for this transaction so two payments of one hold run one after the other. */
async function payableHold(tx: Db, userId: number, holdId: string): Promise<HoldRow> {
  const [found] = await tx
    .select()
    .from(holds)
    .where(and(eq(holds.id, holdId), eq(holds.userId, userId)))
    .for('update');
  if (!found) throw holdNotFound();
  const hold = await expireIfOverdue(tx, found);
  if (hold.status === 'expired') throw holdExpired();
  if (hold.status !== 'active') throw holdNotFound('This hold was already paid or released.');
  const [paying] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.holdId, hold.id), eq(bookings.status, 'pending')));
  if (paying)
    throw new ApiError(
      409,
      'PAYMENT_IN_PROGRESS',
      'This hold is already being paid. Please wait for that payment to finish.',
    );
  return hold;
}

async function insertPending(
  tx: Db,
  userId: number,
  key: string,
  choice: PricedChoice,
  hold: HoldRow,
): Promise<BookingRow> {
  let booking: BookingRow | undefined;
  while (!booking) {
    [booking] = await tx
      .insert(bookings)
      .values({
        reference: newReference(),
        userId,
        experienceId: choice.experience.id,
        sessionId: choice.session.id,
        holdId: hold.id,
        quantity: choice.quantity,
        places: choice.places,
        currency: choice.experience.currency,
        totalCents: choice.totalMinor,
        status: 'pending',
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: bookings.reference })
      .returning();
  }
  const { id: bookingId } = booking;
  await tx.insert(bookingLines).values(
    choice.lines.map((l) => ({
      bookingId,
      categoryId: l.category.id,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      salePriceMinor: l.salePriceMinor,
    })),
  );
  return booking;
}

/** Steps (b) and (c); a refund, when one is due, after (c) has committed. `choice`: what (a) priced, when in hand. */
async function chargeAndSettle(
  db: Db,
  payments: PaymentProvider,
  userId: number,
  key: string,
  input: BookingInput,
  booking: BookingRow,
  choice?: PricedChoice,
): Promise<Outcome> {
  const charge = await payments.charge({
    amountCents: booking.totalCents,
    currency: booking.currency,
    ...input.payment,
    reference: booking.reference,
  });
  const { outcome, refund } = await db.transaction((tx) =>
    settle(tx, userId, key, booking, charge, input.holdId === undefined, choice),
  );
  if (refund) await payments.refund(booking.reference);
  return outcome;
}

async function settle(
  tx: Db,
  userId: number,
  key: string,
  booking: BookingRow,
  charge: ChargeResult,
  implicitHold: boolean,
  choice: PricedChoice | undefined,
): Promise<{ outcome: Outcome; refund?: boolean }> {
  const settleAs = (status: 'confirmed' | 'failed') =>
    tx
      .update(bookings)
      // A failed booking lets go of its hold (bookings_hold is unique), so the traveller can pay it with another card.
      .set(status === 'failed' ? { status, holdId: null } : { status })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')))
      .returning();
  const holdId = booking.holdId!;
  if (!charge.approved) {
    // Another resumed attempt settled it first: answer what it stored.
    if ((await settleAs('failed')).length === 0) return { outcome: await storedAnswer(tx, userId, key) };
    if (implicitHold) await endHolds(tx, sql`'released'`, sql`id = ${holdId}`);
    return {
      outcome: await storeAnswer(tx, userId, key, {
        status: 402,
        body: errorBody('PAYMENT_DECLINED', 'Your card was declined.'),
      }),
    };
  }
  const [confirmed] = await settleAs('confirmed');
  if (!confirmed) return { outcome: await storedAnswer(tx, userId, key) };
  const confirmHold = (from: string) =>
    tx
      .update(holds)
      .set({ status: 'confirmed' })
      .where(and(eq(holds.id, holdId), sql`${holds.status} = ${from}`))
      .returning({ id: holds.id });
  if ((await confirmHold('active')).length === 0) {
    // The hold ran out (or was released) while the card was charged, and its places went back: take them again if
    // the session still has them, or refund.
    if (!(await retakePlaces(tx, booking.sessionId, booking.places))) {
      await tx.update(bookings).set({ status: 'failed', holdId: null }).where(eq(bookings.id, booking.id));
      const outcome = await storeAnswer(tx, userId, key, {
        status: 409,
        body: errorBody(
          'HOLD_EXPIRED',
          'Your places were released before the payment went through, and none are left. The charge was refunded.',
        ),
      });
      return { outcome, refund: true };
    }
    await tx.update(holds).set({ status: 'confirmed' }).where(eq(holds.id, holdId));
  }
  await issueTickets(tx, booking.id);
  const answer = choice
    ? toBooking(confirmed, choice.experience, choice.session, toQuote(choice).lines)
    : await bookingById(tx, booking.id);
  return { outcome: await storeAnswer(tx, userId, key, { status: 201, body: { booking: answer } }) };
}

async function storeAnswer(tx: Db, userId: number, key: string, outcome: Outcome): Promise<Outcome> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: outcome.status, response: outcome.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return outcome;
}

async function storedAnswer(db: Db, userId: number, key: string): Promise<Outcome> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.statusCode ? { status: row.statusCode, body: row.response, replayed: true } : inProgress();
}

/**
 * The key is taken: replay its answer, refuse a misuse or an expired key, resume a booking left 'pending' by an
 * attempt that died between the charge and (c), or wait a little for a concurrent first attempt to finish.
 */
async function answerDuplicate(
  db: Db,
  deps: BookingDeps,
  userId: number,
  key: string,
  requestHash: string,
  input: BookingInput,
): Promise<Outcome> {
  const deadline = Date.now() + DUPLICATE_WAIT_MS;
  for (;;) {
    const [previous] = await db
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
        body: errorBody(
          'IDEMPOTENCY_KEY_EXPIRED',
          'This Idempotency-Key was used more than 24 hours ago. Start a new booking attempt.',
        ),
      };
    }
    if (previous.requestHash !== requestHash) {
      return {
        status: 422,
        body: errorBody(
          'IDEMPOTENCY_MISMATCH',
          'This Idempotency-Key was already used for a different booking request.',
        ),
      };
    }
    if (previous.statusCode !== null) return { status: previous.statusCode, body: previous.response, replayed: true };
    const [abandoned] = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.idempotencyKey, key),
          eq(bookings.status, 'pending'),
          sql`${bookings.createdAt} < now() - ${RESUME_AFTER}`,
        ),
      );
    // The same reference: a provider that already charged it answers that charge again instead of charging twice.
    if (abandoned) return chargeAndSettle(db, deps.payments, userId, key, input, abandoned);
    if (Date.now() >= deadline) return inProgress();
    await sleep(100);
  }
}

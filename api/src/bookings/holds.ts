// Holds (docs/product/rules.md#booking): places taken on one session for HOLD_MINUTES while the traveller pays.
// A new hold on a session releases the traveller's earlier one there (unless it is being paid) and expires that
// session's overdue holds, in the same short transaction that takes the places.
import { HOLD_MINUTES, type Hold, type TicketChoice } from '@kemet/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { holds, ticketCategories } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { endHolds, takePlaces } from './placeLedger.js';
import { priceChoice, priced, storedLines, toQuote, type PricedChoice, type StoredLine } from './quote.js';
import { refusal, sessionNotFound, sessionState, soldOut } from './sessionState.js';

export type HoldRow = typeof holds.$inferSelect;

export const holdNotFound = (message = 'We could not find that hold. Choose your tickets again.') =>
  new ApiError(404, 'HOLD_NOT_FOUND', message);
export const holdExpired = () =>
  new ApiError(
    409,
    'HOLD_EXPIRED',
    `Your places were held for ${HOLD_MINUTES} minutes and have been released. Hold them again to book.`,
  );

const notBeingPaid = sql`not exists (select 1 from bookings b where b.hold_id = holds.id and b.status = 'pending')`;

/**
 * In `tx`: expires the session's overdue holds (and releases `releaseFor`'s earlier active hold there), takes the
 * places with the conditional UPDATE and inserts the hold. Throws the refusal when the places cannot be taken.
 */
export async function holdPlaces(
  tx: Db,
  userId: number,
  choice: PricedChoice,
  { releaseEarlier = false, legacy = false } = {},
): Promise<HoldRow> {
  const sessionId = choice.session.id;
  const earlier = releaseEarlier ? sql`user_id = ${userId} and ${notBeingPaid}` : sql`false`;
  await endHolds(
    tx,
    sql`case when expires_at <= now() then 'expired' else 'released' end`,
    sql`session_id = ${sessionId} and (expires_at <= now() or (${earlier}))`,
  );
  if (!(await takePlaces(tx, sessionId, choice.places))) {
    const state = await sessionState(tx, sessionId);
    throw (state && refusal(state, choice.places, legacy)) ?? soldOut(0, legacy);
  }
  const [hold] = await tx
    .insert(holds)
    .values({
      userId,
      sessionId,
      places: choice.places,
      lines: storedLines(choice),
      expiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
    })
    .returning();
  return hold;
}

export async function createHold(db: Db, userId: number, choice: TicketChoice): Promise<Hold> {
  const pricedChoice = await priceChoice(db, choice, { checkPlaces: false });
  const hold = await db.transaction((tx) => holdPlaces(tx, userId, pricedChoice, { releaseEarlier: true }));
  return toHold(hold, pricedChoice);
}

export function toHold(hold: HoldRow, choice: PricedChoice): Hold {
  return { id: hold.id, expiresAt: hold.expiresAt.toISOString(), quote: toQuote(choice) };
}

/** The hold's choice at the prices it was quoted, from its stored lines. */
export async function holdChoice(db: Db, hold: HoldRow): Promise<PricedChoice> {
  const lines = hold.lines as StoredLine[];
  const state = await sessionState(db, hold.sessionId);
  if (!state) throw sessionNotFound();
  const categories = await db
    .select()
    .from(ticketCategories)
    .where(
      inArray(
        ticketCategories.id,
        lines.map((l) => l.categoryId),
      ),
    );
  const byId = new Map(categories.map((c) => [c.id, c]));
  return priced(
    state.session,
    state.experience,
    lines.map((l) => ({
      category: byId.get(l.categoryId)!,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      salePriceMinor: l.salePriceMinor,
    })),
  );
}

/** Ends this hold if it is overdue (places back once); returns the row as it is now. */
export async function expireIfOverdue(db: Db, hold: HoldRow): Promise<HoldRow> {
  if (hold.status !== 'active' || hold.expiresAt.getTime() > Date.now()) return hold;
  await endHolds(db, sql`'expired'`, sql`id = ${hold.id} and expires_at <= now()`);
  const [now] = await db.select().from(holds).where(eq(holds.id, hold.id));
  return now;
}

async function ownHold(db: Db, userId: number, holdId: string): Promise<HoldRow> {
  const [hold] = await db
    .select()
    .from(holds)
    .where(and(eq(holds.id, holdId), eq(holds.userId, userId)));
  if (!hold) throw holdNotFound();
  return hold;
}

/** GET /holds/:id: a live hold of this traveller; an overdue one is expired on the way (409 HOLD_EXPIRED). */
export async function readHold(db: Db, userId: number, holdId: string): Promise<Hold> {
  const hold = await expireIfOverdue(db, await ownHold(db, userId, holdId));
  if (hold.status === 'expired') throw holdExpired();
  if (hold.status !== 'active') throw holdNotFound('This hold was already paid or released.');
  return toHold(hold, await holdChoice(db, hold));
}

/**
 * DELETE /holds/:id: releases a live hold of this traveller (places back once); a hold already ended stays as it is.
 */
export async function releaseHold(db: Db, userId: number, holdId: string): Promise<void> {
  await ownHold(db, userId, holdId);
  await endHolds(db, sql`'released'`, sql`id = ${holdId} and user_id = ${userId} and ${notBeingPaid}`);
}

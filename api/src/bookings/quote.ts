// The server's price of a choice (docs/product/rules.md#prices-and-sales): each category's own price with the
// experience's sale per ticket, line by line; the saving, the total, the places it takes and the free-cancellation
// deadline.
import {
  INFANTS_NEED_ADULT_MESSAGE,
  MAX_TICKETS_PER_BOOKING,
  infantsRoomLeft,
  type Quote,
  type TicketCategory,
  type TicketChoice,
} from '@kemet/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ticketCategories } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { cancellableUntil, cents, discountedCents, toPriceLine } from '../http/serialize.js';
import { refusal, sessionNotFound, sessionState, type ExperienceRow, type SessionRow } from './sessionState.js';

export type CategoryRow = typeof ticketCategories.$inferSelect;

export interface PricedLine {
  category: CategoryRow;
  quantity: number;
  unitPriceMinor: number;
  salePriceMinor: number;
}

export interface PricedChoice {
  session: SessionRow;
  experience: ExperienceRow;
  lines: PricedLine[];
  quantity: number;
  places: number;
  subtotalMinor: number;
  totalMinor: number;
}

/** What a hold keeps of its lines (holds.lines): the prices quoted when the places were taken. */
export interface StoredLine {
  categoryId: number;
  quantity: number;
  unitPriceMinor: number;
  salePriceMinor: number;
}

/** What lines add up to: tickets, places taken, the price before and after the sale. */
export function lineTotals(lines: PricedLine[]): Omit<PricedChoice, 'session' | 'experience' | 'lines'> {
  const sum = (f: (l: PricedLine) => number) => lines.reduce((total, l) => total + f(l), 0);
  return {
    quantity: sum((l) => l.quantity),
    places: sum((l) => (l.category.takesPlace ? l.quantity : 0)),
    subtotalMinor: sum((l) => l.unitPriceMinor * l.quantity),
    totalMinor: sum((l) => l.salePriceMinor * l.quantity),
  };
}

export function priced(session: SessionRow, experience: ExperienceRow, lines: PricedLine[]): PricedChoice {
  return { session, experience, lines, ...lineTotals(lines) };
}

/** Each category's line at its own price with the experience's sale per ticket, in the order pages list them. */
export function priceLines(
  categories: CategoryRow[],
  quantities: ReadonlyMap<number, number>,
  experience: Pick<ExperienceRow, 'sale'>,
): PricedLine[] {
  return [...categories]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((category) => ({
      category,
      quantity: quantities.get(category.id)!,
      unitPriceMinor: category.priceMinor,
      salePriceMinor: discountedCents(category.priceMinor, experience.sale),
    }));
}

/** Quantities per category, a category named twice counted once with both quantities. */
function merged(tickets: TicketChoice['tickets']): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const { categoryId, quantity } of tickets)
    quantities.set(categoryId, (quantities.get(categoryId) ?? 0) + quantity);
  const total = [...quantities.values()].reduce((a, b) => a + b, 0);
  if (total > MAX_TICKETS_PER_BOOKING) {
    throw new ApiError(422, 'TOO_MANY_TICKETS', `One booking can have at most ${MAX_TICKETS_PER_BOOKING} tickets.`);
  }
  return quantities;
}

/**
 * Prices a choice on its session, or throws the refusal: 422 TOO_MANY_TICKETS, 404 unknown session, 422
 * CATEGORY_MISMATCH, 422 INFANTS_NEED_ADULT (young children without enough adults), then 409 SESSION_PAST /
 * BOOKING_CLOSED / SOLD_OUT. `checkPlaces: false` leaves the places to the conditional UPDATE that takes them.
 */
export async function priceChoice(db: Db, choice: TicketChoice, { checkPlaces = true } = {}): Promise<PricedChoice> {
  const quantities = merged(choice.tickets);
  const state = await sessionState(db, choice.sessionId);
  if (!state) throw sessionNotFound();
  const categories = await db
    .select()
    .from(ticketCategories)
    .where(inArray(ticketCategories.id, [...quantities.keys()]));
  if (categories.length !== quantities.size || categories.some((c) => c.experienceId !== state.experience.id)) {
    throw new ApiError(422, 'CATEGORY_MISMATCH', 'That ticket type is not sold for this experience.');
  }
  if (
    infantsRoomLeft(
      categories.map((c) => ({ code: c.code as TicketCategory['code'], quantity: quantities.get(c.id)! })),
    ) < 0
  ) {
    throw new ApiError(422, 'INFANTS_NEED_ADULT', INFANTS_NEED_ADULT_MESSAGE);
  }
  const choicePriced = priced(state.session, state.experience, priceLines(categories, quantities, state.experience));
  const refused = refusal(state, checkPlaces ? choicePriced.places : 0);
  if (refused) throw refused;
  return choicePriced;
}

export function toQuote(choice: PricedChoice): Quote {
  const { session, experience } = choice;
  return {
    experienceId: experience.id,
    session: { id: session.id, startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() },
    lines: choice.lines.map((l) => toPriceLine(l.category, l.quantity, l.unitPriceMinor, l.salePriceMinor)),
    places: choice.places,
    currency: experience.currency,
    subtotal: cents(choice.subtotalMinor),
    saving: cents(choice.subtotalMinor - choice.totalMinor),
    total: cents(choice.totalMinor),
    cancellableUntil: cancellableUntil(session.startsAt, experience.freeCancellationHours).toISOString(),
  };
}

export const storedLines = (choice: PricedChoice): StoredLine[] =>
  choice.lines.map((l) => ({
    categoryId: l.category.id,
    quantity: l.quantity,
    unitPriceMinor: l.unitPriceMinor,
    salePriceMinor: l.salePriceMinor,
  }));

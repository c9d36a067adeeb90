// The party's price on an experience, with the quote's own pricing (bookings/quote.ts): its travellers on the
// categories the search picked (fittingSessions.ts), each line at the category's price less the experience's sale.
import type { Party } from '@kemet/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ticketCategories } from '../db/schema.js';
import { lineTotals, priceLines, type CategoryRow } from '../bookings/quote.js';

export interface PartyPicks {
  adultId: number;
  childId: number | null;
  infantId: number | null;
  sale: number;
}

export interface PartyPrice {
  tickets: { categoryId: number; quantity: number }[];
  subtotalMinor: number;
  totalMinor: number;
}

/** Quantities per category: children on an adult's ticket where there is no child's, infants likewise. */
export function partyQuantities(party: Party, picks: PartyPicks): Map<number, number> {
  const quantities = new Map<number, number>();
  const add = (id: number, quantity: number) => {
    if (quantity > 0) quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  };
  add(picks.adultId, party.adults);
  add(picks.childId ?? picks.adultId, party.children);
  add(picks.infantId ?? picks.childId ?? picks.adultId, party.infants);
  return quantities;
}

/** The categories the picks name, by id. */
export async function pickedCategories(db: Db, picks: PartyPicks[]): Promise<Map<number, CategoryRow>> {
  const ids = [...new Set(picks.flatMap((p) => [p.adultId, p.childId, p.infantId]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(ticketCategories).where(inArray(ticketCategories.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export function partyPrice(party: Party, picks: PartyPicks, categories: Map<number, CategoryRow>): PartyPrice {
  const quantities = partyQuantities(party, picks);
  const lines = priceLines(
    [...quantities.keys()].map((id) => categories.get(id)!),
    quantities,
    { sale: picks.sale },
  );
  const { subtotalMinor, totalMinor } = lineTotals(lines);
  return {
    tickets: lines.map((l) => ({ categoryId: l.category.id, quantity: l.quantity })),
    subtotalMinor,
    totalMinor,
  };
}

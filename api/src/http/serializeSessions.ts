// Ticket category and session rows → the JSON shapes of @kemet/contract
// (docs/product/rules.md#sessions-and-ticket-categories).
import type { TicketCategory } from '@kemet/contract';
import type { ticketCategories } from '../db/schema.js';
import { cents, discountedCents } from './serialize.js';

type CategoryRow = Pick<
  typeof ticketCategories.$inferSelect,
  'id' | 'code' | 'residency' | 'label' | 'minAge' | 'maxAge' | 'proof' | 'takesPlace' | 'priceMinor' | 'currency'
>;

/** A category with its full price and its price after the experience's sale (per mille). */
export function toTicketCategory(row: CategoryRow, sale: number): TicketCategory {
  return {
    id: row.id,
    code: row.code as TicketCategory['code'],
    residency: row.residency as TicketCategory['residency'],
    label: row.label,
    ageBand: { min: row.minAge, max: row.maxAge },
    proof: row.proof as TicketCategory['proof'],
    takesPlace: row.takesPlace,
    price: cents(row.priceMinor),
    salePrice: cents(discountedCents(row.priceMinor, sale)),
    currency: row.currency,
  };
}

// The visit's party as tickets of an experience's categories, the way the search prices it (docs/product/search.md,
// "Which experiences, which session, which price"; api/src/search/fittingSessions.ts): adults on the adult category of
// their residency, else one for anyone; children on the child category, else the adult one; infants on the infant
// category, else the child one, else the adult one. The categories come in their order on the page.
import type { Party, TicketCategory } from '@kemet/contract';

const categoryFor = (categories: TicketCategory[], code: TicketCategory['code'], residency: Party['residency']) =>
  categories.find((c) => c.code === code && c.residency === residency) ??
  categories.find((c) => c.code === code && c.residency === 'any');

/** Quantities per category id; none when the experience has no adult's ticket for the party. */
export function partyTickets(party: Party, categories: TicketCategory[]): Record<number, number> {
  const adult = categoryFor(categories, 'adult', party.residency);
  if (!adult) return {};
  const child = categoryFor(categories, 'child', party.residency) ?? adult;
  const infant = categoryFor(categories, 'infant', party.residency) ?? child;
  const quantities: Record<number, number> = {};
  for (const [category, count] of [
    [adult, party.adults],
    [child, party.children],
    [infant, party.infants],
  ] as const)
    if (count > 0) quantities[category.id] = (quantities[category.id] ?? 0) + count;
  return quantities;
}

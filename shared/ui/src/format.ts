// Display formats (docs/product/rules.md#prices-and-sales): prices carry a '$' suffix. Prices themselves come from the
// API, never from here.
export function formatPrice(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)}$`;
}

/** The URL id is the record id minus one (docs/product/rules.md#ids-in-urls). */
export const eventIdFromRecordId = (id: number): number => id - 1;
export const recordIdFromEventId = (eventId: string | number): number => Number(eventId) + 1;

/** An experience's one address for its kind: an event's /eventdetails/N, a tour's /toursdetails/N (N, its URL id). */
export const experiencePath = (experience: { id: number; kind: 'event' | 'tour' }): string =>
  `/${experience.kind === 'tour' ? 'toursdetails' : 'eventdetails'}/${eventIdFromRecordId(experience.id)}`;

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

// The traveller's choice on the payment page, and what it takes: pure functions over the API's availability.
import { MAX_TICKETS_PER_BOOKING, type Availability, type Experience, type ExperienceSession, type TicketChoice } from '@kemet/contract';

/** The tickets the traveller picked, each category with at least one. */
export const ticketCount = (choice: TicketChoice) => choice.tickets.reduce((sum, t) => sum + t.quantity, 0);

/** A choice a hold can be asked for: a session and at least one ticket. */
export const isComplete = (choice: TicketChoice | null): choice is TicketChoice => choice !== null && ticketCount(choice) > 0;

/** One string per distinct choice, to tell whether a hold was taken for the choice on the page. */
export const choiceKey = (choice: TicketChoice) =>
  `${choice.sessionId}:${[...choice.tickets]
    .filter((t) => t.quantity > 0)
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((t) => `${t.categoryId}x${t.quantity}`)
    .join('.')}`;

export const sessionsOf = (availability: Availability): ExperienceSession[] => availability.days.flatMap((day) => day.sessions);

export const findSession = (availability: Availability, sessionId: number) => sessionsOf(availability).find((s) => s.id === sessionId);

/**
 * For a link that carries no choice (today's /payment/:id): the session the experience's startsAt names when it can be
 * booked, else the next bookable one, with one ticket of the first category. Null when nothing can be booked.
 */
export function defaultChoice(availability: Availability, experience: Experience): TicketChoice | null {
  const bookable = sessionsOf(availability).filter((s) => s.bookable);
  const session = bookable.find((s) => Date.parse(s.startsAt) === Date.parse(experience.startsAt)) ?? bookable[0];
  const first = availability.categories[0];
  if (!session || !first) return null;
  return { sessionId: session.id, tickets: [{ categoryId: first.id, quantity: 1 }] };
}

export function withQuantity(choice: TicketChoice, categoryId: number, quantity: number): TicketChoice {
  const known = choice.tickets.some((t) => t.categoryId === categoryId);
  const tickets = known
    ? choice.tickets.map((t) => (t.categoryId === categoryId ? { categoryId, quantity } : t))
    : [...choice.tickets, { categoryId, quantity }];
  return { ...choice, tickets: tickets.filter((t) => t.quantity > 0) };
}

export const quantityOf = (choice: TicketChoice, categoryId: number) => choice.tickets.find((t) => t.categoryId === categoryId)?.quantity ?? 0;

/**
 * The most tickets of one category the choice may take: at most 10 tickets a booking (docs/product/rules.md#booking),
 * and, among categories that take a place, no more than the session's places left (when the page knows them). The
 * server checks again when it holds.
 */
export function maxQuantityFor(choice: TicketChoice, availability: Availability, categoryId: number): number {
  const own = quantityOf(choice, categoryId);
  const byBooking = MAX_TICKETS_PER_BOOKING - ticketCount(choice) + own;
  const category = availability.categories.find((c) => c.id === categoryId);
  const session = findSession(availability, choice.sessionId);
  if (!category?.takesPlace || !session) return byBooking;
  const placesTaken = choice.tickets
    .filter((t) => availability.categories.find((c) => c.id === t.categoryId)?.takesPlace)
    .reduce((sum, t) => sum + t.quantity, 0);
  return Math.max(0, Math.min(byBooking, session.placesLeft - placesTaken + own));
}

// A choice of tickets (a session and a quantity per category) and its rules, for the buy box and the payment page: pure
// functions over the API's availability. Rules: docs/product/rules.md#sessions-and-ticket-categories.
import {
  MAX_TICKETS_PER_BOOKING,
  infantsRoomLeft,
  type Availability,
  type Experience,
  type ExperienceSession,
  type TicketCategory,
  type TicketChoice,
} from '@kemet/contract';

type TicketLine = TicketChoice['tickets'][number];

/** How many tickets the lines come to. */
export const ticketCount = (tickets: TicketLine[]) => tickets.reduce((sum, t) => sum + t.quantity, 0);

/** A choice a hold can be asked for: a session and at least one ticket. */
export const isComplete = (choice: TicketChoice | null): choice is TicketChoice =>
  choice !== null && ticketCount(choice.tickets) > 0;

/** One string per distinct choice, to tell whether a hold was taken for the choice on the page. */
export const choiceKey = (choice: TicketChoice) =>
  `${choice.sessionId}:${[...choice.tickets]
    .filter((t) => t.quantity > 0)
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((t) => `${t.categoryId}x${t.quantity}`)
    .join('.')}`;

export const sessionsOf = (availability: Availability): ExperienceSession[] =>
  availability.days.flatMap((day) => day.sessions);

export const findSession = (availability: Availability, sessionId: number) =>
  sessionsOf(availability).find((s) => s.id === sessionId);

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

export const quantityOf = (tickets: TicketLine[], categoryId: number) =>
  tickets.find((t) => t.categoryId === categoryId)?.quantity ?? 0;

/**
 * The most tickets of one category the choice may take: at most 10 tickets a booking (docs/product/rules.md#booking);
 * among categories that take a place, no more than the session's places left (once a session is chosen); young
 * children only beside an adult ticket, INFANTS_PER_ADULT each (the API answers 422 INFANTS_NEED_ADULT otherwise). The
 * server checks again when it prices and holds.
 */
export function maxQuantityFor(
  tickets: TicketLine[],
  categories: TicketCategory[],
  session: ExperienceSession | undefined,
  categoryId: number,
): number {
  const own = quantityOf(tickets, categoryId);
  const category = categories.find((c) => c.id === categoryId);
  const categoryOf = (t: TicketLine) => categories.find((c) => c.id === t.categoryId);
  let most = MAX_TICKETS_PER_BOOKING - ticketCount(tickets) + own;
  if (category?.takesPlace && session)
    most = Math.min(most, session.placesLeft - ticketCount(tickets.filter((t) => categoryOf(t)?.takesPlace)) + own);
  if (category?.code === 'infant') {
    const lines = tickets.flatMap((t) => {
      const code = categoryOf(t)?.code;
      return code ? [{ code, quantity: t.quantity }] : [];
    });
    most = Math.min(most, infantsRoomLeft(lines) + own);
  }
  return Math.max(0, most);
}

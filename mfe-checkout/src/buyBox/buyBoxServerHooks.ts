// The buy box's server hook: on a details page the server renders the box with its calendar's sessions, the month the
// box opens on (the URL's month or day, else the experience's start) and a week either side, as the browser would ask first;
// and, when the URL names a time and tickets (the calendar's and the steppers' links and form), their price. Tickets the
// URL leaves out are the visit's party's (partyTickets), as the box shows them.
import { hasTakenPlace, type Availability, type TicketChoice } from '@kemet/contract';
import { experienceAvailabilityQuery, experienceQuery, quoteQuery, recordIdOfUrlId } from '@kemet/platform/query';
import type { PrefetchResult, ServerPageContext } from '@kemet/platform/server-render';
import { cairoDayOf, formatCairoTime, monthOfDayKey } from '@kemet/ui';
import { availabilityWindow } from '../api/getCalendarAvailability';
import { readChoice, type ChoiceInUrl } from './choiceInUrl';
import { partyTickets } from './partyTickets';

/** Whether the experience is found is the details page's to say: the box only adds what it shows. */
export async function prefetchBuyBox(ctx: ServerPageContext): Promise<PrefetchResult> {
  const recordId = recordIdOfUrlId(ctx.params.eventId);
  if (recordId === null) return 'found';
  const experience = await ctx.queryClient.fetchQuery(experienceQuery(recordId)).catch(() => undefined);
  if (!experience || hasTakenPlace(experience, ctx.renderedAt)) return 'found';
  const inUrl = readChoice(ctx.search);
  const month = monthOfDayKey(inUrl.month ? `${inUrl.month}-01` : (inUrl.date ?? cairoDayOf(experience.startsAt)));
  const availability = await ctx.queryClient
    .fetchQuery(experienceAvailabilityQuery(recordId, availabilityWindow(month)))
    .catch(() => undefined);
  const party = ctx.party && availability ? partyTickets(ctx.party, availability.categories) : {};
  const quantities = Object.keys(inUrl.quantities).length > 0 ? inUrl.quantities : party;
  const choice = availability && choiceOf(availability, { ...inUrl, quantities });
  if (choice) await ctx.queryClient.prefetchQuery(quoteQuery(choice));
  return 'found';
}

/** The choice the box prices (as useBookingChoice makes it): the URL's session on its day, its tickets in order. */
function choiceOf(availability: Availability, inUrl: ChoiceInUrl): TicketChoice | null {
  const sessions = availability.days.find((day) => day.date === inUrl.date)?.sessions ?? [];
  const session = sessions.find((s) => s.bookable && formatCairoTime(s.startsAt) === inUrl.time);
  const tickets = availability.categories
    .map((category) => ({ categoryId: category.id, quantity: inUrl.quantities[category.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  return session && tickets.length > 0 ? { sessionId: session.id, tickets } : null;
}

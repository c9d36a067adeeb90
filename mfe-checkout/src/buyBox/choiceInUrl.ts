// The buy box's choice in the details page's URL: `date` (the Cairo day), `time` (the session's start on it, Cairo
// "HH:MM"), `month` (the month the calendar opens on, from its month links) and `tickets` in the payment page's format (ticketChoiceToSearch). The calendar's days and times are links
// to it, so a choice works before and without JavaScript; a reload or Back from checkout finds it again. A `session`
// id (the payment page's format) is read too. Anything malformed reads as absent.
import { ticketChoiceFromSearch, ticketChoiceToSearch } from '@kemet/contract';

export interface ChoiceInUrl {
  /** The month the calendar opens on ("2027-03"), from its previous / next month links. */
  month: string | null;
  date: string | null;
  time: string | null;
  sessionId: number | null;
  quantities: Record<number, number>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar day that exists ("2027-02-30" does not). */
function validDate(text: string | null): string | null {
  const match = text ? DATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 2000 ? text : null;
}

export function readChoice(search: string): ChoiceInUrl {
  const params = new URLSearchParams(search);
  const time = params.get('time');
  const withSession = ticketChoiceFromSearch(search);
  // Tickets chosen before a time: read them in the same format, under a stand-in session.
  const tickets =
    withSession?.tickets ?? ticketChoiceFromSearch(`?session=1&tickets=${params.get('tickets') ?? ''}`)?.tickets ?? [];
  const month = validDate(`${params.get('month') ?? ''}-01`);
  return {
    month: month ? month.slice(0, 7) : null,
    date: validDate(params.get('date') ?? params.get('day')),
    time: time && TIME.test(time) ? time : null,
    sessionId: withSession?.sessionId ?? null,
    quantities: Object.fromEntries(tickets.map((t) => [t.categoryId, t.quantity])),
  };
}

/** The tickets in the URL's format ("7x2.8x1"), '' for none. */
export function ticketsParam(quantities: Record<number, number>): string {
  const tickets = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([categoryId, quantity]) => ({ categoryId: Number(categoryId), quantity }));
  return new URLSearchParams(ticketChoiceToSearch({ sessionId: 0, tickets })).get('tickets') ?? '';
}

/** The search (without '?') of a choice: date, time and tickets, each only when there is one. */
export function writeChoice({ date, time, quantities }: Pick<ChoiceInUrl, 'date' | 'time' | 'quantities'>): string {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (date && time) params.set('time', time);
  const tickets = ticketsParam(quantities);
  if (tickets) params.set('tickets', tickets);
  return params.toString();
}

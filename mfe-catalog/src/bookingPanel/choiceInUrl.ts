// The panel's choice in the details page's URL: `day` (the Cairo day picked), then the session and tickets in the
// payment page's format (ticketChoiceToSearch), so Back from checkout or a reload finds the same choice again.
import { ticketChoiceFromSearch, ticketChoiceToSearch } from '@kemet/contract';

export interface ChoiceInUrl {
  day: string | null;
  sessionId: number | null;
  quantities: Record<number, number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readChoice(search: string): ChoiceInUrl {
  const params = new URLSearchParams(search);
  const day = params.get('day') ?? '';
  const withSession = ticketChoiceFromSearch(search);
  // Tickets chosen before a time: read them in the same format, under a stand-in session.
  const tickets = withSession?.tickets ?? ticketChoiceFromSearch(`?session=1&tickets=${params.get('tickets') ?? ''}`)?.tickets ?? [];
  return {
    day: DAY.test(day) ? day : null,
    sessionId: withSession?.sessionId ?? null,
    quantities: Object.fromEntries(tickets.map((t) => [t.categoryId, t.quantity])),
  };
}

export function writeChoice({ day, sessionId, quantities }: ChoiceInUrl): string {
  const tickets = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([categoryId, quantity]) => ({ categoryId: Number(categoryId), quantity }));
  const params = new URLSearchParams(day ? { day } : {});
  const choice = new URLSearchParams(ticketChoiceToSearch({ sessionId: sessionId ?? 0, tickets }));
  if (sessionId !== null) params.set('session', choice.get('session')!);
  if (tickets.length > 0) params.set('tickets', choice.get('tickets')!);
  return params.toString();
}

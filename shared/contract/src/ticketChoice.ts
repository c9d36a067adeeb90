// A traveller's choice in a URL, so a reload or a sign-in detour keeps it: /payment/0?session=41&tickets=7x2.8x1
// (session 41; 2 of category 7, 1 of category 8). Details pages write it, the payment page reads it.
import type { TicketChoice } from './types';

const TICKET = /^(\d{1,10})x(\d{1,2})$/;

export function ticketChoiceToSearch(choice: TicketChoice): string {
  const tickets = choice.tickets
    .filter((t) => t.quantity > 0)
    .map((t) => `${t.categoryId}x${t.quantity}`)
    .join('.');
  return new URLSearchParams({ session: String(choice.sessionId), tickets }).toString();
}

/** The choice a search string names; null without a session, and tickets left out when any part is malformed. */
export function ticketChoiceFromSearch(search: string): { sessionId: number; tickets: TicketChoice['tickets'] } | null {
  const params = new URLSearchParams(search);
  const session = params.get('session') ?? '';
  if (!/^\d{1,10}$/.test(session) || Number(session) < 1) return null;
  const parts = (params.get('tickets') ?? '').split('.').filter(Boolean);
  const tickets = parts
    .map((part) => TICKET.exec(part))
    .map((m) => (m ? { categoryId: Number(m[1]), quantity: Number(m[2]) } : null));
  const valid = tickets.every((t) => t !== null && t.categoryId > 0 && t.quantity > 0);
  return { sessionId: Number(session), tickets: valid ? (tickets as TicketChoice['tickets']) : [] };
}

// A search result's details link: the experience's page opened on the first fitting session (Cairo `date` and `time`)
// with the party's `tickets` in the steppers, in the buy box's own URL format (mfe-checkout buyBox/choiceInUrl.ts).
import { cairoDayOf, experiencePath, formatCairoTime } from '@kemet/ui';
import { ticketChoiceToSearch, type SearchHit } from '@kemet/contract';

export function searchHitPath(hit: SearchHit): string {
  const tickets = new URLSearchParams(ticketChoiceToSearch({ sessionId: hit.session.id, tickets: hit.tickets })).get(
    'tickets',
  );
  const params = new URLSearchParams({
    date: cairoDayOf(hit.session.startsAt),
    time: formatCairoTime(hit.session.startsAt),
  });
  if (tickets) params.set('tickets', tickets);
  return `${experiencePath(hit.experience)}?${params.toString()}`;
}

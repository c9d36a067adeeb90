// Who comes with whom (docs/product/rules.md#sessions-and-ticket-categories): a young child ('infant' code) needs an
// adult ticket in the same booking, and one adult brings at most INFANTS_PER_ADULT of them.
import { INFANTS_PER_ADULT } from './constants';
import type { TicketCategory } from './types';

/** The categories whose tickets can accompany young children: anyone from 12 who is not a child. */
const ACCOMPANYING: ReadonlySet<TicketCategory['code']> = new Set(['adult', 'student', 'senior']);

type Line = { code: TicketCategory['code']; quantity: number };

/** How many more young children the adults of `lines` could bring (negative: too many already). */
export function infantsRoomLeft(lines: Line[]): number {
  const count = (keep: (code: TicketCategory['code']) => boolean) =>
    lines.filter((l) => keep(l.code)).reduce((sum, l) => sum + l.quantity, 0);
  return count((code) => ACCOMPANYING.has(code)) * INFANTS_PER_ADULT - count((code) => code === 'infant');
}

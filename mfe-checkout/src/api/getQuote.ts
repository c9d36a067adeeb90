// Catalog's read of the server's price of a choice: asked only once the choice has a session and a ticket; the
// previous price stays on screen while a new one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteQuery } from '@kemet/platform/query';
import type { TicketChoice } from '@kemet/contract';

const NO_CHOICE: TicketChoice = { sessionId: 0, tickets: [] };

export const useQuote = (choice: TicketChoice | null) =>
  useQuery({
    ...quoteQuery(choice ?? NO_CHOICE),
    enabled: choice !== null && choice.tickets.length > 0,
    placeholderData: keepPreviousData,
  });

// Catalog's query of the server's price of a choice (POST /quotes changes nothing, so it is read like any query):
// asked only once the choice has a session and a ticket; the previous price stays on screen while a new one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@kemet/platform';
import type { TicketChoice } from '@kemet/contract';
import { eventsApi } from './eventsApi';

export const quoteQuery = (choice: TicketChoice) =>
  queryOptions({ queryKey: quoteKeys.detail(choice), queryFn: ({ signal }) => eventsApi.quote(choice, signal) });

const NO_CHOICE: TicketChoice = { sessionId: 0, tickets: [] };

export const useQuote = (choice: TicketChoice | null) =>
  useQuery({ ...quoteQuery(choice ?? NO_CHOICE), enabled: choice !== null && choice.tickets.length > 0, placeholderData: keepPreviousData });

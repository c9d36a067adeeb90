// Catalog's query of the events list (cards, home sections, tours): one page of experiences for an API query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';
import type { EventQuery } from '@kemet/contract';

export const eventsQuery = (query: EventQuery) =>
  queryOptions({ queryKey: eventKeys.list(query), queryFn: ({ signal }) => eventsApi.list(query, signal) });

export const useEvents = (query: EventQuery) => useQuery(eventsQuery(query));

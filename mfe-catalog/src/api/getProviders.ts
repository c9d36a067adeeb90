// Catalog's query of the providers with how many experiences each has (the By Provider choices).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';

export const providersQuery = queryOptions({ queryKey: eventKeys.providers, queryFn: ({ signal }) => eventsApi.providers(signal) });

export const useProviders = (enabled = true) => useQuery({ ...providersQuery, enabled });

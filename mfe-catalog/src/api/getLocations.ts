// Catalog's query of the governorates with how many experiences each has (the By Location choices).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';

export const locationsQuery = queryOptions({ queryKey: eventKeys.locations, queryFn: ({ signal }) => eventsApi.locations(signal) });

export const useLocations = (enabled = true) => useQuery({ ...locationsQuery, enabled });

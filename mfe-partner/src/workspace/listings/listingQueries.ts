// The listings' queries, under the workspace's keys (dropped when the account changes).
import { queryOptions } from '@tanstack/react-query';
import { partnerKeys } from '../../api/partnerQueries';
import { listingsApi } from './listingsApi';

export const listingKeys = {
  all: [...partnerKeys.all, 'listings'] as const,
  one: (id: number) => [...partnerKeys.all, 'listings', id] as const,
};

export const listingsQuery = queryOptions({ queryKey: listingKeys.all, queryFn: listingsApi.list });
export const listingQuery = (id: number) =>
  queryOptions({ queryKey: listingKeys.one(id), queryFn: () => listingsApi.read(id) });

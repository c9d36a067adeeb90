// The queue's queries. Under myKeys.all: what this account may read, dropped when the account on the page changes.
import { useQuery } from '@tanstack/react-query';
import { myKeys } from '@kemet/platform';
import { operationsApi, type ApplicationStatus } from './operationsApi';

export const operationsKeys = {
  applications: [...myKeys.all, 'operations', 'applications'] as const,
  page: (status: ApplicationStatus, page: number) => [...operationsKeys.applications, status, page] as const,
};

/** One page of the applications of one status (pending oldest first, decided ones newest first: the service's order). */
export const useApplications = (status: ApplicationStatus, page: number) =>
  useQuery({ queryKey: operationsKeys.page(status, page), queryFn: () => operationsApi.applications(status, page) });

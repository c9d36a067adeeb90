// The workspace's queries. Under myKeys.all: the signed-in account's own data, dropped when the account changes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myKeys } from '@kemet/platform';
import { partnerApi } from './partnerApi';

export const partnerKeys = {
  all: [...myKeys.all, 'partner'] as const,
  me: [...myKeys.all, 'partner', 'me'] as const,
  staff: [...myKeys.all, 'partner', 'staff'] as const,
  gateKeys: [...myKeys.all, 'partner', 'gate-keys'] as const,
  audit: (page: number) => [...myKeys.all, 'partner', 'audit', page] as const,
};

export const partnerMeQuery = queryOptions({ queryKey: partnerKeys.me, queryFn: partnerApi.me });

// The owner's lists: their sections mount only once /partner/me says owner (staff would get a 403).
export const useStaff = () => useQuery({ queryKey: partnerKeys.staff, queryFn: partnerApi.staff });

export const useGateKeys = () => useQuery({ queryKey: partnerKeys.gateKeys, queryFn: partnerApi.gateKeys });

/** One page of the audit log; the page shown stays while the next one loads. */
export const useAudit = (page: number) =>
  useQuery({
    queryKey: partnerKeys.audit(page),
    queryFn: () => partnerApi.audit(page),
    placeholderData: keepPreviousData,
  });

// The gate's query of whose tickets this device checks (GET /api/providers/current), per gate key (null: the session).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gateApi } from './gateApi';

export const gateKeys = {
  /** Every answer of /providers/current, whatever the key: reset when the service refuses this device. */
  all: ['providers', 'current'] as const,
  current: (key: string | null) => ['providers', 'current', key] as const,
};

export const gateProviderQuery = (key: string | null) =>
  queryOptions({ queryKey: gateKeys.current(key), queryFn: () => gateApi.currentProvider(key) });

export const useGateProvider = (key: string | null) => useQuery(gateProviderQuery(key));

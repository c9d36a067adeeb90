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

/** Asks only with a key or a session: a signed-out device without a key would only get a 401 (a console error). */
export const useGateProvider = (key: string | null, signedIn: boolean) =>
  useQuery({ ...gateProviderQuery(key), enabled: key !== null || signedIn });

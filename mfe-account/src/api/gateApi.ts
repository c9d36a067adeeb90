// The gate's calls to the data service: who this device checks tickets for, and a check-in. Each carries the gate key
// as a Bearer token when the device has one; without it the signed-in staff session (the cookie) speaks.
import { apiRequest } from '@kemet/platform';
import type { CheckinAnswer, CheckinRequest, GateProvider } from '@kemet/contract';

const withKey = (key: string | null): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});

export const gateApi = {
  currentProvider: (key: string | null) => apiRequest<GateProvider>('/providers/current', { headers: withKey(key) }),
  checkIn: (request: CheckinRequest, key: string | null) =>
    apiRequest<CheckinAnswer>('/checkins', { method: 'POST', body: request, headers: withKey(key) }),
};

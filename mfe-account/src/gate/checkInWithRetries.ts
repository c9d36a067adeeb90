// Sends one scan, and on a network failure or a 5xx sends the very same request (same nonce) again after a short
// wait, up to RETRY_DELAYS_MS.length times: the service answers a repeated nonce as it answered the first time.
import { ApiError } from '@kemet/platform';
import type { CheckinAnswer, CheckinRequest } from '@kemet/contract';
import { gateApi } from '../api/gateApi';

export const RETRY_DELAYS_MS = [300, 800, 1500] as const;

const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkInWithRetries(request: CheckinRequest, key: string | null): Promise<CheckinAnswer> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await gateApi.checkIn(request, key);
    } catch (error) {
      if (!isTransient(error)) throw error;
    }
    await wait(delay);
  }
  return gateApi.checkIn(request, key);
}

// How a decision's refusal is shown: in the service's words, and whether the application was decided meanwhile (by
// someone else, or in another tab), so the list is read again and the application leaves it.
import { ApiError } from '@kemet/platform';

export const decidedMeanwhile = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'ALREADY_DECIDED';

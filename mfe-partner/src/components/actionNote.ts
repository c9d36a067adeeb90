// The one line a list's buttons leave under it: what was done, or why it was not (the service's words for a 4xx).
import { failureStatus } from '@kemet/platform/forms';

export interface ActionNote {
  tone: 'success' | 'error';
  text: string;
}

export const failedNote = (error: unknown, fallback: string): ActionNote => ({
  tone: 'error',
  text: failureStatus(error).error ?? Object.values(failureStatus(error).fields)[0] ?? fallback,
});

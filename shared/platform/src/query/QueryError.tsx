// What every failed load shows: what could not be loaded, the reason in plain words, and a Retry that loads again.
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/apiClient';
import { Button, Notice } from '@kemet/ui';

/** The server's own words for a refusal; for a failure on its side, the connection message (apiRequest gives it for no answer). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status >= 500 ? NETWORK_ERROR_MESSAGE : error.message;
  return error instanceof Error ? error.message : String(error);
}

export interface QueryErrorProps {
  /** Completes "We could not load …", e.g. "the events". */
  what: string;
  error: unknown;
  onRetry: () => void;
}

export function QueryError({ what, error, onRetry }: QueryErrorProps) {
  return (
    <Notice tone="error" title={`We could not load ${what}.`}>
      <p>{loadErrorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}

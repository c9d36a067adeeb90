// What every failed load shows: what could not be loaded, the reason in plain words, and a Retry that loads again.
import { useTranslation } from '../i18n/i18n';
import { ApiError } from '../api/apiClient';
import { i18n } from '../i18n/i18n';
import { serviceErrorText } from '../i18n/serviceTexts';
import { Button, Notice } from '@kemet/ui';

/**
 * The server's own words for a refusal; for a failure on its side, the connection message (apiRequest gives it for no
 * answer).
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.status >= 500 || error.status === 0
      ? i18n.t('network', { ns: 'common' })
      : serviceErrorText(error.code, error.message);
  return error instanceof Error ? error.message : String(error);
}

export interface QueryErrorProps {
  /** Completes "We could not load …", e.g. "the events" (in the page's language). */
  what: string;
  error: unknown;
  onRetry: () => void;
}

export function QueryError({ what, error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Notice tone="error" title={t('couldNotLoad', { what })}>
      <p>{loadErrorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Notice>
  );
}

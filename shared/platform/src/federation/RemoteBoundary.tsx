// Error boundary around one remote's part of the page: a failure there shows a notice with Retry, nothing else breaks.
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from '../i18n/i18n';
import { Button, Notice } from '@kemet/ui';

interface Props {
  /** What the visitor would call this part, e.g. 'map' or 'events', in the page's language. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

export function RemoteBoundary({ label, onRetry, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <ErrorBoundary
      onError={(error) => console.warn(`[kemet] the ${label} could not be shown:`, error)}
      onReset={onRetry}
      fallbackRender={({ resetErrorBoundary }) => (
        <Notice tone="error" title={t('remote.unavailable', { label })}>
          <p>{t('remote.restWorks')}</p>
          <Button onClick={resetErrorBoundary}>{t('retry')}</Button>
        </Notice>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

// Error boundary around one remote's part of the page: a failure there shows a notice with Retry, nothing else breaks.
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button, Notice } from '@kemet/ui';

interface Props {
  /** What the visitor would call this part, e.g. 'map' or 'events'. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

export function RemoteBoundary({ label, onRetry, children }: Props) {
  return (
    <ErrorBoundary
      onError={(error) => console.warn(`[kemet] the ${label} could not be shown:`, error)}
      onReset={onRetry}
      fallbackRender={({ resetErrorBoundary }) => (
        <Notice tone="error" title={`The ${label} is not available right now.`}>
          <p>The rest of the site still works. Please try again in a moment.</p>
          <Button onClick={resetErrorBoundary}>Retry</Button>
        </Notice>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

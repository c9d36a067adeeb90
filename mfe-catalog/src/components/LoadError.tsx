// What a failed load shows: the reason in plain words and a Retry that fetches again.
import { Button, Notice } from '@kemet/shared';

export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Notice tone="error" title={`We could not load ${what}.`}>
      <p>{error.message}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Notice>
  );
}

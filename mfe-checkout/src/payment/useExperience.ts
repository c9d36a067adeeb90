// Loads the experience being bought, by record id: loading, loaded, not found, or failed (with a reload).
import { useCallback, useEffect, useState } from 'react';
import { ApiError, eventsApi, type Experience } from '@kemet/shared';

export type ExperienceState =
  | { status: 'loading' }
  | { status: 'loaded'; experience: Experience }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function useExperience(recordId: number): ExperienceState & { reload: () => void } {
  const [state, setState] = useState<ExperienceState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(recordId) || recordId < 1) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'loaded' ? previous : { status: 'loading' }));
    eventsApi.get(recordId, controller.signal).then(
      (experience) => setState({ status: 'loaded', experience }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [recordId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

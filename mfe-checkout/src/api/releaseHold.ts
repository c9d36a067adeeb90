// Gives a live, unpaid hold's places back (DELETE /holds/:id) when the traveller leaves the payment page. Fire and
// forget: the page is going away, and a hold nobody releases expires by itself after 10 minutes.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { experienceKeys } from '@kemet/platform';
import { holdsApi } from './holdsApi';

export function useReleaseHold(): (holdId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (holdId: string) => {
      holdsApi
        .release(holdId)
        .then(() => queryClient.invalidateQueries({ queryKey: experienceKeys.all }))
        .catch(() => undefined);
    },
    [queryClient],
  );
}

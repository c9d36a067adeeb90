// Provides a page's one QueryClient; when the signed-in account changes, the previous account's data leaves the cache.
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { myKeys } from '../api/queryKeys';
import { authStore } from '../auth/authStore';
import { createQueryClient } from './createQueryClient';

export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let uid = authStore.getState().uid;
    const unsubscribe = authStore.subscribe(() => {
      const next = authStore.getState().uid;
      if (next !== uid) queryClient.removeQueries({ queryKey: myKeys.all });
      uid = next;
    });
    return () => void unsubscribe();
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

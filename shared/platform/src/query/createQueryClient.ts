// The one way a Kemet page gets its QueryClient: the shell makes one per page (and a server render would make one per
// request), a remote run alone makes its own. Never a module-level client: it would be shared by every request.
import { QueryClient } from '@tanstack/react-query';

/** How long a loaded answer counts as fresh: moving between pages within it asks the API nothing again. */
export const DEFAULT_STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // A failed load shows its error and Retry at once (QueryError); the traveller decides when to try again.
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

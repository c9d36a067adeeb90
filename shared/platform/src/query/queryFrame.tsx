// What a page in the shell needs of TanStack Query, a chunk of its own (QueryProvider.tsx loads it): the page's query
// client, filled from the server's page state, and the provider every remote part renders in. Loaded with the first
// part that needs it or a language switch, not with the page: the home page hydrates without it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './createQueryClient';
import { fillFromPageState } from './fillFromPageState';

export { QueryClientProvider };

export function makePageClient(): QueryClient {
  const client = createQueryClient();
  fillFromPageState(client);
  return client;
}

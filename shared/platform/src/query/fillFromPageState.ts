// Fills a query client from the page state the server wrote (adoptPageState, serverRender/pageState.ts).
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { takeAdoptedQueries } from '@kemet/platform';

export function fillFromPageState(queryClient: QueryClient): void {
  const queries = takeAdoptedQueries();
  // Kept until a part takes them: a part that hydrates on intent may first render minutes later, from this data.
  if (queries) hydrate(queryClient, queries, { defaultOptions: { queries: { gcTime: Infinity } } });
}

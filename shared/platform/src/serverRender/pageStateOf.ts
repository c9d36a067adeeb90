// The server's half of the page state (pageState.ts): the query cache its render filled, as the browser will adopt it.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PageState } from './pageState';

export const pageStateOf = (queryClient: QueryClient, renderedAt: number, serverParts: string[]): PageState => ({
  queries: dehydrate(queryClient),
  renderedAt,
  serverParts,
});

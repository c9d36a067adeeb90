// The data a server render hands to the browser with the HTML: the query cache it filled, so the browser renders the
// same page from it instead of fetching it again. Browser and server both import this file.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { setPageRenderedAt } from './useNow';
import { setServerRenderedParts } from '../federation/serverRenderedParts';

/** Id of the <script type="application/json"> holding the page's state. */
export const PAGE_STATE_ELEMENT_ID = 'kemet-page-state';

export interface PageState {
  queries: DehydratedState;
  /** When the server rendered the page: the browser hydrates against the same moment (useNow.ts). */
  renderedAt: number;
  /** The remote parts whose HTML the server rendered (`remote/module`); the others it left to the browser. */
  serverParts: string[];
}

export const pageStateOf = (queryClient: QueryClient, renderedAt: number, serverParts: string[]): PageState => ({
  queries: dehydrate(queryClient),
  renderedAt,
  serverParts,
});

/** Fills the page's query client from the state the server wrote, if there is one; true when there was. */
export function adoptPageState(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    const state = JSON.parse(text) as PageState;
    // Kept until a part takes them: a part that hydrates on intent may first render minutes later, from this data.
    hydrate(queryClient, state.queries, { defaultOptions: { queries: { gcTime: Infinity } } });
    setPageRenderedAt(state.renderedAt);
    setServerRenderedParts(state.serverParts ?? []);
    return true;
  } catch {
    return false;
  }
}

// The data a server render hands to the browser with the HTML: the query cache it filled, so the browser renders the
// same page from it instead of fetching it again. Browser and server both import this file; it loads no TanStack Query
// (the server's half, pageStateOf, is pageStateOf.ts; the browser fills its query client once TanStack Query is there).
import type { DehydratedState } from '@tanstack/react-query';
import type { Party } from '@kemet/contract';
import { setPageRenderedAt } from './useNow';
import { setServerRenderedParts } from '../federation/serverRenderedParts';
import type { Viewer } from '../federation/siteComposition';
import { setPageViewer, SIGNED_OUT_VIEWER } from './pageViewer';
import { setPageParty } from './pageParty';

/** Id of the <script type="application/json"> holding the page's state. */
export const PAGE_STATE_ELEMENT_ID = 'kemet-page-state';

export interface PageState {
  queries: DehydratedState;
  /** When the server rendered the page: the browser hydrates against the same moment (useNow.ts). */
  renderedAt: number;
  /** The remote parts whose HTML the server rendered (`remote/module`); the others it left to the browser. */
  serverParts: string[];
  /** Who the server rendered the page for (pageViewer.ts); signed out when absent. */
  viewer?: Viewer;
  /** The visit's party the server rendered with (pageParty.ts); none when absent. */
  party?: Party | null;
}

let adoptedQueries: DehydratedState | undefined;

/**
 * Takes the state the server wrote, if there is one; true when there was. Its queries wait for the page's query client
 * (`takeAdoptedQueries`, query/fillFromPageState.ts), made when a part first needs it.
 */
export function adoptPageState(doc: Document = document): boolean {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    const state = JSON.parse(text) as PageState;
    adoptedQueries = state.queries;
    setPageRenderedAt(state.renderedAt);
    setServerRenderedParts(state.serverParts ?? []);
    setPageViewer(state.viewer ?? SIGNED_OUT_VIEWER);
    setPageParty(state.party ?? null);
    return true;
  } catch {
    return false;
  }
}

/** The queries of the adopted page state, once: whoever fills the page's query client takes them. */
export function takeAdoptedQueries(): DehydratedState | undefined {
  const queries = adoptedQueries;
  adoptedQueries = undefined;
  return queries;
}

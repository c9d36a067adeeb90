// Provides a page's one QueryClient; when the signed-in account changes, the previous account's data leaves the cache.
// TanStack Query is not loaded with the page: the client is given to the parts that use queries (RemoteComponent wraps
// each remote part in TanStack's provider), and without a given client it is made when a part first asks for it
// (queryFrame.tsx), so a page whose first render runs no query (the home page) hydrates without it.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { myKeys } from '../api/queryKeys';
import { authStore } from '../auth/authStore';

type QueryFrame = typeof import('./queryFrame');

let frame: QueryFrame | undefined;
let frameLoading: Promise<QueryFrame> | undefined;

/** TanStack Query's provider and the page client's maker, loaded once (again after a failed load). */
export function loadQueryFrame(): Promise<QueryFrame> {
  frameLoading ??= import(/* webpackChunkName: "query" */ './queryFrame').then(
    (loaded) => (frame = loaded),
    (error: unknown) => {
      frameLoading = undefined;
      throw error;
    },
  );
  return frameLoading;
}

/** The frame if it has arrived, to render a part at once (the server provides it before rendering). */
export const arrivedQueryFrame = (): QueryFrame | undefined => frame;

/** The server's render bundle has the frame at once (server-render/renderer). */
export function provideQueryFrame(loaded: QueryFrame): void {
  frame = loaded;
  frameLoading = Promise.resolve(loaded);
}

/** The page's query client as the parts get it: `get` once it and TanStack Query are there, `current` if they are. */
export interface PageQueryClient {
  get(): Promise<QueryClient>;
  current(): QueryClient | undefined;
}

function forgetAccountDataOnChange(queryClient: QueryClient): () => void {
  let uid = authStore.getState().uid;
  return authStore.subscribe(() => {
    const next = authStore.getState().uid;
    if (next !== uid) queryClient.removeQueries({ queryKey: myKeys.all });
    uid = next;
  });
}

let made: QueryClient | undefined;
let making: Promise<QueryClient> | undefined;
/** The browser page's client, made by the first part that asks, from the page state the server wrote. */
const pageClient: PageQueryClient = {
  get() {
    making ??= loadQueryFrame().then(
      ({ makePageClient }) => {
        made = makePageClient();
        forgetAccountDataOnChange(made);
        return made;
      },
      (error: unknown) => {
        making = undefined;
        throw error;
      },
    );
    return making;
  },
  current: () => (frame ? made : undefined),
};

/** The browser page's client (what QueryProvider gives without a client of its own). */
export const pageQueryClient = (): PageQueryClient => pageClient;

const PageQueryClientContext = createContext<PageQueryClient>(pageClient);

/** The page's query client, for code outside the remote parts (a language switch refetches what is on screen). */
export const usePageQueryClient = (): PageQueryClient => useContext(PageQueryClientContext);

/** `client`: a client of its own (a server render's, a remote run alone); without it, the browser page's lazy one. */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [source] = useState<PageQueryClient>(() =>
    client
      ? { get: () => loadQueryFrame().then(() => client), current: () => (frame ? client : undefined) }
      : pageClient,
  );
  useEffect(() => (client ? forgetAccountDataOnChange(client) : undefined), [client]);
  return <PageQueryClientContext.Provider value={source}>{children}</PageQueryClientContext.Provider>;
}

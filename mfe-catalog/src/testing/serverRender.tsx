// A page as the shell's server renders it: its prefetch with the context the server gives, then its HTML inside the
// request's scope (the visit's party read from the request's cookie), from the query client the prefetch filled.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { partyFromCookie } from '@kemet/contract';
import { i18n, MemoryRouter, Route, Routes } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { preferencesOfRequest, setRequestScopeReader } from '@kemet/platform/server-render/renderer';
import { withQueryClient } from '@kemet/tooling/testing';

/** The server's context for `url` on a request carrying `cookie`. */
export function serverContextAt(url: string, params: Record<string, string>, cookie?: string): ServerPageContext {
  const { pathname, search } = new URL(url, 'https://kemet.example');
  return {
    params,
    path: pathname,
    search,
    language: 'en',
    origin: 'https://kemet.example',
    queryClient: createQueryClient(),
    i18n,
    renderedAt: Date.now(),
    party: partyFromCookie(cookie),
    currency: 'USD',
  };
}

/** The HTML of `page` at the context's URL, rendered in its request's scope. */
export function serverHtml(ctx: ServerPageContext, routePath: string, page: ReactElement): string {
  setRequestScopeReader(() => ({
    preferences: preferencesOfRequest(ctx.path, undefined),
    apiOrigin: 'http://api',
    renderedAt: ctx.renderedAt,
    viewer: { loggedIn: false, roles: [] },
    party: ctx.party,
  }));
  try {
    return renderToString(
      withQueryClient(
        <MemoryRouter initialEntries={[ctx.path + ctx.search]}>
          <Routes>
            <Route path={routePath} element={page} />
          </Routes>
        </MemoryRouter>,
        ctx.queryClient,
      ),
    );
  } finally {
    setRequestScopeReader(() => undefined);
  }
}

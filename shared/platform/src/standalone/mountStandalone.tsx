// A remote run alone (npm run serve -w <remote>): its pages without the shell, for the team's own checks, inside
// the query client and router the shell would give them. Its own entry (@kemet/platform/standalone), so pages in the
// shell never load it; it reaches the platform by package name, so the router and the query client are the singleton's.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { applyDocumentLanguage, LanguageRouter, preferences, QueryProvider, Route, Routes } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';

/** Each route path with its page, or one element shown at every path. */
export type StandalonePages = Record<string, ReactNode> | ReactElement;

export function mountStandalone(container: HTMLElement, pages: StandalonePages) {
  const routes = isValidElement(pages) ? { '*': pages } : pages;
  applyDocumentLanguage(preferences.getState().language);
  // Its pages are not remote parts here, so they get TanStack Query's provider from this frame, not RemoteComponent.
  const client = createQueryClient();
  createRoot(container).render(
    <QueryProvider client={client}>
      <QueryClientProvider client={client}>
        <LanguageRouter>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </LanguageRouter>
      </QueryClientProvider>
    </QueryProvider>,
  );
}

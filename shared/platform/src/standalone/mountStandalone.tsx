// A remote run alone (npm run serve -w <remote>): its pages without the shell, for the team's own checks, inside
// the query client and router the shell would give them.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryProvider } from '../query/QueryProvider';
import { BrowserRouter, Route, Routes } from '../router';

/** Each route path with its page, or one element shown at every path. */
export type StandalonePages = Record<string, ReactNode> | ReactElement;

export function mountStandalone(container: HTMLElement, pages: StandalonePages) {
  const routes = isValidElement(pages) ? { '*': pages } : pages;
  createRoot(container).render(
    <QueryProvider>
      <BrowserRouter>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </BrowserRouter>
    </QueryProvider>,
  );
}

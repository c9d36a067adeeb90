// Test helper: renders a page at a URL inside the shared router and a fresh query client, with a probe that shows where
// navigation ended up (pathname + search as text, router state as JSON in data-state).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { withQueryClient } from './withQueryClient';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** `routePath` is the route the page is mounted at (e.g. '/payment/:eventId'); other addresses show 'Elsewhere'. */
export function renderAt(
  url: string,
  routePath: string,
  page: ReactElement,
  { state, client = createQueryClient() }: { state?: unknown; client?: ReturnType<typeof createQueryClient> } = {},
) {
  return render(
    withQueryClient(
      <MemoryRouter
        initialEntries={[
          {
            pathname: new URL(url, 'http://localhost').pathname,
            search: new URL(url, 'http://localhost').search,
            state,
          },
        ]}
      >
        <Routes>
          <Route path={routePath} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
      client,
    ),
  );
}

export const currentUrl = (getByTestId: (id: string) => HTMLElement) => getByTestId('location').textContent ?? '';

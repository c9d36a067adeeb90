// A router harness for the checkout's pages (with a fresh query client), and a probe of where the router went.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient, MemoryRouter, Route, Routes, useLocation } from '@kemet/shared';
import { withQueryClient } from './withQueryClient';

/** Shows where the router went, and the state it carried, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderAt(path: string, routePath: string, element: ReactElement, state?: unknown, client = createQueryClient()) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
      client,
    ),
  );
}

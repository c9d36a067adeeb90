// Renders a page inside a router (and a fresh query client) at a URL, with a probe that shows the current location for assertions.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@kemet/shared';
import { withQueryClient } from '../testing/withQueryClient';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(url: string, path: string, element: ReactElement) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
}

export const currentUrl = (getByTestId: (id: string) => HTMLElement) => getByTestId('location').textContent ?? '';

// Test helper: renders a page inside a router (and a fresh query client) at a given URL and shows where navigation ends up;
// waits for the work a page starts on mount (e.g. formik's validateOnMount) to settle.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@kemet/platform';
import { withQueryClient } from './withQueryClient';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export async function renderPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const result = render(
    withQueryClient(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>,
    ),
  );
  await act(async () => undefined);
  return result;
}

// Test data and a router harness (with a fresh query client) for the checkout's tests.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient, MemoryRouter, Route, Routes, useLocation } from '@kemet/platform';
import { withQueryClient } from '../testing/withQueryClient';
import type { Booking, Experience } from '@kemet/contract';

export function makeExperience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: 3,
    name: 'Sunrise over Karnak',
    location: 'Luxor',
    description: 'Walk the great hypostyle hall as the sun comes up.',
    details: 'Details',
    images: ['/api/media/karnak-1.svg', '/api/media/karnak-2.svg', '/api/media/karnak-3.svg'],
    imageWidth: 800,
    imageHeight: 450,
    provider: { id: 1, name: 'Nile Guides', location: 'Luxor', website: 'https://example.com', image: '/api/media/p.svg' },
    ticketsCount: 25,
    ticketPrice: 120,
    sale: 0,
    discountedPrice: 120,
    salePercent: 0,
    available: true,
    featured: null,
    startsAt: '2099-10-01T06:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    reference: 'KMT-7F3K2Q',
    experience: { id: 3, name: 'Sunrise over Karnak', location: 'Luxor', image: '/api/media/karnak-1.svg' },
    quantity: 2,
    unitPrice: 120,
    total: 240,
    status: 'confirmed',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

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

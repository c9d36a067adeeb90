// Test data shaped exactly like the data service's answers: one experience, a page of them, a booking.
import type { Booking, Experience, Page } from '@kemet/contract';

/** An experience whose texts follow its id ('Experience 3'); override what a test looks at. */
export function makeExperience(overrides: Partial<Experience> = {}): Experience {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Experience ${id}`,
    location: 'Luxor',
    description: `Description of experience ${id}.`,
    details: `Details of experience ${id}: pick-up at 05:00, guide, lunch.`,
    images: [`/api/media/a${id}.svg`, `/api/media/b${id}.svg`, `/api/media/c${id}.svg`],
    imageWidth: 800,
    imageHeight: 600,
    provider: { id: 1, name: 'Nile Horizon Tours', location: 'Luxor', website: 'https://nilehorizon.example', image: '/api/media/nile.svg' },
    ticketsCount: 10,
    ticketPrice: 100,
    sale: 0,
    discountedPrice: 100,
    salePercent: 0,
    available: true,
    featured: null,
    startsAt: '2099-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makePage(items: Experience[], page = 1, pageSize = 6, total = items.length): Page<Experience> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
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

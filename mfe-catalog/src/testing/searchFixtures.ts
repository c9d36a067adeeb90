// A search's answer (GET /search) for the catalogue's tests: one fitting experience and the filters' counts.
import type { SearchPage } from '@kemet/contract';
import { makeExperience } from '@kemet/tooling/testing';

export const searchFacets: SearchPage['facets'] = {
  timeOfDay: { morning: 3, afternoon: 1, evening: 0 },
  duration: { short: 2, half_day: 2, full_day: 0 },
  language: { ar: 4, en: 4, fr: 1 },
  family: 2,
  freeCancellation: 4,
  price: { currency: 'USD', min: 90, max: 540 },
};

export const searchAnswer = (overrides: Partial<SearchPage> = {}): SearchPage => ({
  items: [
    {
      experience: makeExperience({ id: 4, name: 'Sunrise balloon', kind: 'event' }),
      // 06:30 in Cairo (UTC+2 in March).
      session: { id: 77, startsAt: '2027-03-04T04:30:00.000Z', endsAt: '2027-03-04T07:30:00.000Z' },
      tickets: [
        { categoryId: 11, quantity: 2 },
        { categoryId: 12, quantity: 1 },
      ],
      partyPrice: { currency: 'USD', subtotal: 250, total: 225 },
      guideLanguages: ['ar', 'en'],
      rating: null,
      distanceKm: 0,
    },
  ],
  page: 1,
  pageSize: 6,
  total: 1,
  totalPages: 1,
  from: '2027-03-03',
  to: '2027-03-06',
  party: { adults: 2, children: 1, infants: 0, residency: 'foreign' },
  facets: searchFacets,
  ...overrides,
});

// Small map data and experiences for unit tests, and a fetch stub that serves them.
import type { Experience } from '@kemet/shared';
import type { CapitalCollection, GovernorateCollection } from '../data/geoTypes';

export const governoratesFixture: GovernorateCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Cairo' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [31.2, 30.0],
            [31.4, 30.0],
            [31.4, 30.2],
            [31.2, 30.0],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Luxor' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [32.6, 25.6],
            [32.7, 25.6],
            [32.7, 25.7],
            [32.6, 25.6],
          ],
        ],
      },
    },
  ],
};

export const locationsFixture: CapitalCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Cairo', state: 'Cairo', population: 20296000 },
      geometry: { type: 'Point', coordinates: [31.2358, 30.0444] },
    },
    {
      type: 'Feature',
      properties: { name: 'Luxor', state: 'Luxor', population: 1333309 },
      geometry: { type: 'Point', coordinates: [32.6396, 25.6967] },
    },
    { type: 'Feature', properties: { state: 'Red Sea' }, geometry: { type: 'Point', coordinates: [33.8116, 27.2574] } },
  ],
};

export function experienceFixture(id: number, name: string, location: string): Experience {
  return {
    id,
    name,
    location,
    description: 'A fine day out',
    details: '',
    images: ['/api/media/a.svg', '/api/media/b.svg', '/api/media/c.svg'],
    imageWidth: 800,
    imageHeight: 600,
    provider: { id: 1, name: 'Nile Trips', location, website: 'https://example.com', image: '/api/media/p.svg' },
    ticketsCount: 10,
    ticketPrice: 100,
    sale: 0,
    discountedPrice: 100,
    available: true,
    featured: null,
    startsAt: '2026-12-01T09:00:00Z',
    createdAt: '2026-11-01T09:00:00Z',
  };
}

export const experiencesFixture = [experienceFixture(4, 'Valley of the Kings at dawn', 'Luxor'), experienceFixture(7, 'Karnak by night', 'Luxor')];

function json(body: unknown, status = 200): Response {
  return { ok: status < 400, status, headers: { get: () => null }, json: async () => body } as unknown as Response;
}

/** Serves the map data, the runtime config and the events API; failApi makes /api answer 502. */
export function stubFetch({ failApi = false, failGeo = false } = {}) {
  const handler = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href, 'http://localhost/');
    if (url.pathname.endsWith('/paths.geojson')) return failGeo ? json({}, 500) : json(governoratesFixture);
    if (url.pathname.endsWith('/locations.geojson')) return failGeo ? json({}, 500) : json(locationsFixture);
    if (url.pathname === '/remotes.json') return json({ remotes: {}, tiles: { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test Tiles' } });
    if (failApi) return json({ error: { code: 'API_UNREACHABLE', message: 'down' } }, 502);
    if (url.pathname === '/api/events') return json({ items: experiencesFixture, page: 1, pageSize: 50, total: 2, totalPages: 1 });
    if (url.pathname === '/api/locations') return json([{ name: 'Luxor', count: 2 }]);
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  global.fetch = handler;
  return handler;
}

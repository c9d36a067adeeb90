// Small map data and experiences for unit tests, and a fetch stub that serves them.
import { makeExperience } from '@kemet/tooling/testing';
import { capitalsFrom } from '../data/capitals';
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

/**
 * In place of the map's built-in data: `jest.mock('../data/geoData', () =>
 * jest.requireActual('./fixtures').geoDataModule)`.
 */
export const geoDataModule = {
  geoData: { governorates: governoratesFixture, capitals: capitalsFrom(locationsFixture) },
};

export const experiencesFixture = [
  makeExperience({ id: 4, name: 'Valley of the Kings at dawn', location: 'Luxor' }),
  makeExperience({ id: 7, name: 'Karnak by night', location: 'Luxor' }),
];

/** The same experiences as the service answers them in Arabic: the governorate translated, the names not yet. */
export const arabicExperiencesFixture = experiencesFixture.map((experience) => ({
  ...experience,
  locationLabel: 'الأقصر',
}));

/** One EGP buys 0.02 USD: a 100 USD ticket shows as about 5,000 EGP. */
export const fxRatesFixture = {
  base: 'EGP',
  asOf: '2026-11-20',
  source: 'test rates',
  rates: { EGP: 1, USD: 0.02, EUR: 0.0185 },
};

function json(body: unknown, status = 200): Response {
  return { ok: status < 400, status, headers: { get: () => null }, json: async () => body } as unknown as Response;
}

/** Serves the runtime config and the events API (in the language asked); failApi makes /api answer 502. */
export function stubFetch({ failApi = false } = {}) {
  const handler = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
      'http://localhost/',
    );
    const arabic = (init?.headers as Record<string, string> | undefined)?.['accept-language'] === 'ar';
    if (url.pathname === '/remotes.json')
      return json({ remotes: {}, tiles: { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test Tiles' } });
    if (failApi) return json({ error: { code: 'API_UNREACHABLE', message: 'down' } }, 502);
    if (url.pathname === '/api/events')
      return json({
        items: arabic ? arabicExperiencesFixture : experiencesFixture,
        page: 1,
        pageSize: 50,
        total: 2,
        totalPages: 1,
      });
    if (url.pathname === '/api/locations')
      return json([{ name: 'Luxor', label: arabic ? 'الأقصر' : 'Luxor', count: 2 }]);
    if (url.pathname === '/api/fx-rates') return json(fxRatesFixture);
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  global.fetch = handler;
  return handler;
}

import { experiencePath, robotsTxt, sitemapPages, sitemapXml, type SitemapExperience } from './crawlerFiles';

const ORIGIN = 'https://kemet.example';
const EXPERIENCES: SitemapExperience[] = [
  { id: 1, kind: 'event', updatedAt: '2026-03-01T08:00:00.000Z' },
  { id: 2, kind: 'tour', updatedAt: '2026-03-02T09:30:00Z' },
];
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
  }));
}

describe('sitemapXml', () => {
  const urls = parse(sitemapXml(ORIGIN, sitemapPages(EXPERIENCES)));

  it('lists every event and tour page in both languages, with lastmod', () => {
    const details = urls.filter((u) => /details\//.test(u.loc ?? ''));
    expect(details.map((u) => [u.loc, u.lastmod])).toEqual([
      ['https://kemet.example/eventdetails/0', '2026-03-01T08:00:00.000Z'],
      ['https://kemet.example/ar/eventdetails/0', '2026-03-01T08:00:00.000Z'],
      ['https://kemet.example/toursdetails/1', '2026-03-02T09:30:00.000Z'],
      ['https://kemet.example/ar/toursdetails/1', '2026-03-02T09:30:00.000Z'],
    ]);
  });

  it('gives each page its hreflang alternates, English the default', () => {
    const expected = {
      en: 'https://kemet.example/eventdetails/0',
      ar: 'https://kemet.example/ar/eventdetails/0',
      'x-default': 'https://kemet.example/eventdetails/0',
    };
    expect(urls.find((u) => u.loc === 'https://kemet.example/eventdetails/0')?.alternates).toEqual(expected);
    expect(urls.find((u) => u.loc === 'https://kemet.example/ar/eventdetails/0')?.alternates).toEqual(expected);
  });

  it('starts from the home page and the two lists, in both languages', () => {
    expect(urls.slice(0, 6).map((u) => u.loc)).toEqual([
      'https://kemet.example/home',
      'https://kemet.example/ar/home',
      'https://kemet.example/events',
      'https://kemet.example/ar/events',
      'https://kemet.example/tours',
      'https://kemet.example/ar/tours',
    ]);
  });

  it('escapes what XML must (an origin with a query-like part stays well formed)', () => {
    const xml = sitemapXml('https://kemet.example/?a=1&b=<2>', [{ path: '/events' }]);
    expect(xml).toContain('&amp;b=&lt;2&gt;');
    expect(parse(xml)[0]?.loc).toBe('https://kemet.example/?a=1&b=<2>/events');
  });

  it('names the details page of an event and of a tour by eventId (record id - 1)', () => {
    expect(experiencePath({ id: 7, kind: 'event', updatedAt: '' })).toBe('/eventdetails/6');
    expect(experiencePath({ id: 7, kind: 'tour', updatedAt: '' })).toBe('/toursdetails/6');
  });
});

describe('robotsTxt', () => {
  const text = robotsTxt(ORIGIN);
  const disallowed = text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

  it('keeps checkout, account, bookings and the gate out, in both languages', () => {
    for (const path of [
      '/payment',
      '/success',
      '/account',
      '/signin',
      '/forgot-password',
      '/reset-password',
      '/bookings',
      '/gate',
    ]) {
      expect(disallowed).toContain(path);
      expect(disallowed).toContain(`/ar${path}`);
    }
  });

  it('leaves the catalogue open and points at the sitemap', () => {
    for (const path of ['/events', '/eventdetails/0', '/tours', '/ar/toursdetails/1', '/'])
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/kemet\.example\/sitemap\.xml$/m);
  });
});

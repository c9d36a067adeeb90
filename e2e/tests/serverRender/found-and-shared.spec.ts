// What crawlers and link previews read from the live site: the sitemap lists every event and tour page, robots.txt
// keeps the private pages out, and a details page's head carries valid Event JSON-LD and a raster preview.
import { test, expect } from '../../support/fixtures';
import { richResultProblems } from '../../../mfe-catalog/src/testing/richResults';

test('the sitemap lists every event and tour page in both languages, with lastmod', async ({ api }) => {
  const { total } = (await (await api.get('/api/events?pageSize=1')).json()) as { total: number };
  const response = await api.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const detailPages = [...xml.matchAll(/<loc>[^<]*\/(?:eventdetails|toursdetails)\/\d+<\/loc>/g)];
  expect(detailPages.length).toBe(total * 2);
  expect(xml).toMatch(/\/ar\/eventdetails\/\d+<\/loc>/);
  expect(xml).toMatch(/\/ar\/toursdetails\/\d+<\/loc>/);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  const robots = await (await api.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /payment');
  expect(robots).toContain('Disallow: /ar/bookings');
  expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
});

test("an event page's head carries valid Event JSON-LD and a PNG preview a chat app can show", async ({ api }) => {
  for (const path of ['/eventdetails/5', '/ar/eventdetails/5']) {
    const html = await (await api.get(path)).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, text]) => JSON.parse(text!) as unknown,
    );
    expect(jsonLd.length, path).toBeGreaterThan(0);
    expect(jsonLd.flatMap(richResultProblems), path).toEqual([]);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, path).toMatch(/\.png$/);
    const preview = await api.get(new URL(image!).pathname);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/png');
  }
});

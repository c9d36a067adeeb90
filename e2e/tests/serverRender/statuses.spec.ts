// What the server answers, before any JavaScript: real statuses for unknown pages, pages for any client that does
// not ask for JSON, and cache headers a CDN can act on.
import { test, expect } from '../../support/fixtures';

test('an unknown route answers 404 with the not-found page', async ({ api }) => {
  const response = await api.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test('an unknown or malformed event or tour id answers 404 with the not-found page, and is not indexed', async ({
  api,
}) => {
  for (const path of ['/eventdetails/999999', '/toursdetails/999999', '/eventdetails/abc', '/ar/eventdetails/999999']) {
    const response = await api.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('data-server-rendered');
    expect(html, path).toContain('<meta name="robots" content="noindex');
  }
});

test('a stopped or unknown wishlist link answers 404 with its message, and is not indexed', async ({ api }) => {
  for (const [path, message] of [
    [
      '/wishlist/shared/no-such-token',
      'This wishlist link does not work. It may have been stopped by the person who shared it.',
    ],
    ['/ar/wishlist/shared/no-such-token', 'رابط القائمة هذا لا يعمل. ربما أوقفه من شاركه.'],
  ]) {
    const response = await api.get(path!);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(message);
    expect(html, path).toContain('<meta name="robots" content="noindex');
  }
});

test('an unknown id or route sends the not-found message, a title that says so and a way home', async ({ api }) => {
  for (const [path, title, message, home] of [
    ['/eventdetails/100024', 'Event not found · Kemet', 'We could not find that event.', 'href="/home"'],
    ['/toursdetails/abc', 'Tour not found · Kemet', 'We could not find that tour.', 'href="/home"'],
    ['/ar/eventdetails/100024', 'لم يتم العثور على الفعالية · Kemet', 'لم نعثر على هذه الفعالية.', 'href="/ar/home"'],
    ['/no-such-page', 'Page not found · Kemet', 'Page not found', 'href="/home"'],
    ['/ar/no-such-page', 'الصفحة غير موجودة · Kemet', 'الصفحة غير موجودة', 'href="/ar/home"'],
  ]) {
    const response = await api.get(path!);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main, path).toContain(message);
    expect(main, path).toContain(home);
    expect(html, path).toContain('<meta name="robots" content="noindex">');
  }
});

test("an experience has one address: the other kind's path answers 301 to it, keeping the language and the query", async ({
  api,
}) => {
  for (const [from, to] of [
    ['/eventdetails/0', '/toursdetails/0'],
    ['/ar/eventdetails/0?date=2099-01-01&x=1', '/ar/toursdetails/0?date=2099-01-01&x=1'],
    ['/toursdetails/5', '/eventdetails/5'],
  ]) {
    const response = await api.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers().location!, 'http://x').pathname +
        new URL(response.headers().location!, 'http://x').search,
      from,
    ).toBe(to);
  }
  // The address it moves to is the one its page and the sitemap name.
  const html = await (await api.get('/toursdetails/0')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/toursdetails\/0">/);
  const sitemap = await (await api.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/toursdetails/0</loc>');
  expect(sitemap).not.toContain('/eventdetails/0</loc>');
});

test('a page behind a sign-in, asked for without a session, answers 303 to the sign-in page that comes back to it', async ({
  api,
}) => {
  for (const [from, to] of [
    ['/payment/0?session=3&tickets=1x1', '/signin?next=%2Fpayment%2F0%3Fsession%3D3%26tickets%3D1x1'],
    ['/ar/bookings', '/ar/signin?next=%2Fbookings'],
    ['/account', '/signin?next=%2Faccount'],
  ]) {
    const response = await api.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(303);
    expect(response.headers()['cache-control'], from).toBe('private, no-cache');
    expect(response.headers().location, from).toBe(to);
  }
  // A session cookie the server cannot judge is the browser's to check: the page is sent.
  const withCookie = await api.get('/account', { maxRedirects: 0, headers: { cookie: 'kemet_session=unknown' } });
  expect(withCookie.status()).toBe(200);
});

test('/ and /home answer the page to clients with and without Accept-Encoding', async ({ api }) => {
  for (const path of ['/', '/home']) {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip, br' },
      { accept: '*/*' },
    ];
    for (const headers of variants) {
      const response = await api.get(path, { headers });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('data-server-rendered');
    }
  }
  const json = await api.get('/no-such-page', { headers: { accept: 'application/json' } });
  expect(json.status()).toBe(404);
  expect(await json.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
});

test('anonymous pages may be kept by a CDN; pages with display choices and signed-in answers are not', async ({
  api,
  page,
  signUp,
}) => {
  const anonymous = await api.get('/eventdetails/5');
  expect(anonymous.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
  const withCurrency = await api.get('/eventdetails/5', { headers: { cookie: 'currency=EUR' } });
  expect(withCurrency.headers()['cache-control']).toBe('private, no-cache');
  await signUp();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(me.headers()['cache-control']).toContain('no-store');
});

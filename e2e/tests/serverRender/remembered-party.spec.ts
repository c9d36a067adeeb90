// The party remembered for the visit (the `kemet_party` cookie) is in the server's HTML: the search form's steppers,
// the details page's ticket steppers, and the page state the browser hydrates with, so nothing jumps once it is live.
// Such a page is its visitor's: no CDN keeps it.
import { test, expect } from '../../support/fixtures';

const FAMILY = { cookie: 'kemet_party=2.1.0.foreign' };
const stepper = (html: string, name: string) => new RegExp(`name="${name}" value="(\\d+)"`).exec(html)?.[1];

test('the search form and a search whose URL names no party show the visit’s, from the first byte', async ({ api }) => {
  const events = await api.get('/events', { headers: FAMILY });
  expect(events.status()).toBe(200);
  expect(events.headers()['cache-control']).toBe('private, no-cache');
  const html = await events.text();
  expect([stepper(html, 'adults'), stepper(html, 'children'), stepper(html, 'infants')]).toEqual(['2', '1', '0']);
  expect(html).toContain('"party":{"adults":2,"children":1,"infants":0,"residency":"foreign"}');

  const plain = await (await api.get('/events')).text();
  expect([stepper(plain, 'adults'), stepper(plain, 'children')]).toEqual(['2', '0']);
  const named = await (await api.get('/ar/events?adults=1&residency=egyptian', { headers: FAMILY })).text();
  expect([stepper(named, 'adults'), stepper(named, 'children')]).toEqual(['1', '0']);
});

test('the details page’s ticket steppers start from the party when the URL names no tickets', async ({ api }) => {
  const html = await (await api.get('/toursdetails/1', { headers: FAMILY })).text();
  expect(html).toMatch(/aria-label="Adult tickets">2</);
  expect(html).toMatch(/aria-label="Child \(2-11\) tickets">1</);
  const named = await (await api.get('/toursdetails/1?tickets=1x1', { headers: FAMILY })).text();
  expect(named).toMatch(/aria-label="Child \(2-11\) tickets">0</);
});

test('a page with the party hydrates without a mismatch', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'kemet_party', value: '3.0.1.egyptian', url: baseURL! }]);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/events');
  const form = page.getByRole('search', { name: 'Search by dates and travellers' });
  await expect(form.getByLabel('Adults')).toHaveValue('3');
  await expect(form.getByLabel('Infants (under 2)')).toHaveValue('1');
  await expect(form.getByLabel('Residency')).toHaveValue('egyptian');
  await page.waitForLoadState('networkidle');
  expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
});

// The shell's page cache (shell/src/server/pageCache.ts): a page asked for again is served as rendered, but only while
// the data it was rendered from is unchanged; Cache-Status (RFC 9211) says which it was.
import type { APIRequestContext } from '@playwright/test';
import type { Availability } from '@kemet/contract';
import { test, expect } from '../../support/fixtures';

/** The last bookable tour in record order: no other spec books it, so its places left move only with this spec. */
async function quietTour(api: APIRequestContext) {
  const { items } = (await (await api.get('/api/events?pageSize=50')).json()) as {
    items: { id: number; kind: string; available: boolean; ticketsCount: number }[];
  };
  const tour = items.filter((e) => e.kind === 'tour' && e.available).sort((a, b) => b.id - a.id)[0]!;
  const availability = (await (await api.get(`/api/events/${tour.id}/availability`)).json()) as Availability;
  const next = availability.days.flatMap((day) => day.sessions).find((session) => session.bookable)!;
  return { ...tour, session: next.id, categoryId: next.prices[0]!.categoryId };
}

test('a kept page is served again until its data changes: a hold, then its release, show in the HTML at once', async ({
  api,
  page,
  signUp,
}) => {
  const tour = await quietTour(api);
  const path = `/toursdetails/${tour.id - 1}`;
  const html = async (expectedStatus: RegExp) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-status']).toMatch(expectedStatus);
    return response.text();
  };
  const left = (n: number) => `Available: ${n} tickets left`;

  await html(/^kemet-page; (hit|fwd=miss|fwd=stale)$/);
  expect(await html(/^kemet-page; hit$/)).toContain(left(tour.ticketsCount));

  await signUp();
  const held = await page.request.post('/api/holds', {
    data: { sessionId: tour.session, tickets: [{ categoryId: tour.categoryId, quantity: 1 }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  expect(await html(/^kemet-page; fwd=stale$/)).toContain(left(tour.ticketsCount - 1));
  expect(await html(/^kemet-page; hit$/)).toContain(left(tour.ticketsCount - 1));

  const { hold } = (await held.json()) as { hold: { id: string } };
  expect((await page.request.delete(`/api/holds/${hold.id}`)).status()).toBe(204);
  expect(await html(/^kemet-page; fwd=stale$/)).toContain(left(tour.ticketsCount));
});

test('pages are kept apart by display choices, and pages behind a sign-in are never kept', async ({
  api,
  page,
  signUp,
}) => {
  await api.get('/toursdetails/0');
  const inEuros = await api.get('/toursdetails/0', { headers: { cookie: 'currency=EUR' } });
  expect(inEuros.headers()['cache-status']).toMatch(/^kemet-page; (fwd=miss|hit)$/);
  expect(await inEuros.text()).toContain('<option value="EUR" lang="en" selected="">EUR</option>');

  await signUp();
  for (let i = 0; i < 2; i++) {
    const payment = await page.request.get('/payment/0');
    expect(payment.headers()['cache-status']).toBe('kemet-page; fwd=bypass');
  }
});

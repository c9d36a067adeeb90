// Helpers for the checkout specs: pick an event with tickets to spare, read its ticket count, book through the API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ExperienceSummary {
  id: number;
  name: string;
  kind: 'event' | 'tour';
  ticketsCount: number;
}

/**
 * The n-th bookable event (one dated session) in record order among those with 6 or more tickets left, so specs
 * running side by side book different events and each can check the count moved by exactly its own quantity. The
 * order and the threshold stay put while specs book and hold a few tickets each.
 */
export async function bookableEvent(api: APIRequestContext, n: number): Promise<ExperienceSummary> {
  const response = await api.get('/api/events?pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: (ExperienceSummary & { available: boolean })[] };
  const bookable = items
    .filter((e) => e.kind === 'event' && e.available && e.ticketsCount >= 6)
    .sort((a, b) => a.id - b.id);
  const event = bookable[n];
  if (!event) throw new Error(`the seed has fewer than ${n + 1} events with 6 tickets or more`);
  return event;
}

export async function ticketsLeft(api: APIRequestContext, recordId: number): Promise<number> {
  const response = await api.get(`/api/events/${recordId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { ticketsCount: number }).ticketsCount;
}

/**
 * On a details page's booking panel: the first bookable day and time unless the panel chose them (an event's one
 * session), then one ticket of the first category.
 */
export async function chooseFirstSession(panel: Locator, { preselected }: { preselected: boolean }): Promise<void> {
  const times = panel.getByRole('radiogroup', { name: 'Time' });
  if (preselected) await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  else {
    // Days and times are links (the next open day comes chosen).
    await panel.getByRole('grid').locator('a').first().click();
    await times.locator('a').first().click();
    await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  }
  await panel
    .getByRole('button', { name: /^Add one / })
    .first()
    .click();
}

/** Fills the chosen saved card's CVC and presses 'Proceed to payment'. */
export async function payWith(page: Page, card: 'Visa' | 'Mastercard', cvc = '123'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(card) }).check();
  await page.getByLabel(new RegExp(`CVC for ${card}`)).fill(cvc);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
}

/** Books through the API in the page's cookie jar (the page must be signed in). */
export async function bookViaApi(
  page: Page,
  recordId: number,
  quantity: number,
): Promise<{ id: number; reference: string }> {
  const response = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { eventId: recordId, quantity, payment: { cardLast4: '4242', cvc: '123' } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number; reference: string } }).booking;
}

// Helpers for the ticket specs: a booked tour, its tickets as the API gives them, a gate device set up with a key.
import { expect, type Browser, type Page } from '@playwright/test';
import type { Availability, BookingTickets } from '@kemet/contract';
import { ConsoleErrors, guardPage } from '../../support/consoleGuard';
import { seededGateKey } from '../../support/gateKeys';

/**
 * Books two tickets of the first category of the n-th tour (record order) through the API, in the page's cookie jar:
 * a session at least three days away, so it can still be cancelled. Tours have a session every week, so specs never
 * run out of places.
 */
export async function bookTour(page: Page, n: number): Promise<BookingTickets> {
  const listed = await page.request.get('/api/events?pageSize=50');
  const { items } = (await listed.json()) as { items: { id: number; kind: string; available: boolean }[] };
  const tour = items.filter((e) => e.kind === 'tour' && e.available).sort((a, b) => a.id - b.id)[n];
  if (!tour) throw new Error(`the seed has fewer than ${n + 1} bookable tours`);
  const availability = (await (await page.request.get(`/api/events/${tour.id}/availability`)).json()) as Availability;
  const threeDaysAway = Date.now() + 3 * 24 * 3600_000;
  const session = availability.days
    .flatMap((day) => day.sessions)
    .find((s) => s.bookable && s.placesLeft >= 2 && Date.parse(s.startsAt) > threeDaysAway);
  const categoryId = session?.prices[0]?.categoryId;
  if (!session || categoryId === undefined) throw new Error(`tour ${tour.id} has no bookable session three days away`);
  const held = await page.request.post('/api/holds', {
    data: { sessionId: session.id, tickets: [{ categoryId, quantity: 2 }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { hold } = (await held.json()) as { hold: { id: string } };
  const paid = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { holdId: hold.id, payment: { cardLast4: '4242', cvc: '123' } },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return ticketsOf(page, ((await paid.json()) as { booking: { reference: string } }).booking.reference);
}

export async function ticketsOf(page: Page, reference: string): Promise<BookingTickets> {
  const response = await page.request.get(`/api/bookings/${reference}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BookingTickets;
}

/** A separate device at the provider's gate (no traveller's session), set up with the provider's seeded key. */
export async function openGate(
  browser: Browser,
  provider: string,
): Promise<{ gate: Page; consoleErrors: ConsoleErrors }> {
  const context = await browser.newContext({ viewport: { width: 480, height: 900 } });
  const gate = await context.newPage();
  const consoleErrors = new ConsoleErrors();
  guardPage(gate, consoleErrors);
  await gate.goto('/gate');
  await gate.getByLabel('Gate key').fill(seededGateKey(provider));
  await gate.getByRole('button', { name: 'Use this key' }).click();
  await expect(gate.getByRole('heading', { level: 1, name: `Checking tickets for ${provider}` })).toBeVisible();
  return { gate, consoleErrors };
}

/** Checks a token in at the gate page and waits for the answer to name this result in its words. */
export async function checkIn(gate: Page, token: string, expected: { result: string; words: string }): Promise<void> {
  await gate.getByLabel('Ticket code').fill(token);
  await gate.getByRole('button', { name: 'Check ticket' }).click();
  const answer = gate.getByRole('status', { name: 'Answer' });
  await expect(answer.locator('[data-result]')).toHaveAttribute('data-result', expected.result);
  await expect(answer.getByText(expected.words, { exact: true })).toBeVisible();
}

/** The token of ticket n (1-based) of a booking. */
export function tokenOf({ tickets }: Pick<BookingTickets, 'tickets'>, n: number): string {
  const token = tickets.find((t) => t.number === n)?.token;
  if (!token) throw new Error(`ticket ${n} has no token`);
  return token;
}

// A traveller books a dated session end to end: a day and a time on the details page, 2 foreign adults and 1 child,
// the server's total, the hold's countdown at checkout, paying, the session on My bookings, and cancelling within the
// policy gives the places back to that session (docs/product/rules.md#sessions-and-ticket-categories).
import type { APIRequestContext, Locator } from '@playwright/test';
import { test, expect, signInViaApi } from '../../support/fixtures';
import { payWith } from './checkoutHelpers';

interface Category {
  id: number;
  label: string;
  code: string;
  residency: string;
}
interface Session {
  id: number;
  startsAt: string;
  placesLeft: number;
}
interface Availability {
  categories: Category[];
  days: { date: string; sessions: Session[] }[];
}

/** A tour whose categories include a foreign adult and a child, with its two categories. */
async function familyTour(api: APIRequestContext) {
  const { items } = (await (await api.get('/api/events?pageSize=50&sort=name')).json()) as {
    items: { id: number; kind: string; name: string }[];
  };
  for (const experience of items.filter((e) => e.kind === 'tour')) {
    const { categories } = (await (await api.get(`/api/events/${experience.id}/availability`)).json()) as Availability;
    const adult = categories.find((c) => c.code === 'adult' && c.residency === 'foreign');
    const child = categories.find((c) => c.code === 'child');
    if (adult && child) return { experience, adult, child };
  }
  throw new Error('the seed has no tour with foreign adult and child tickets');
}

async function placesLeft(api: APIRequestContext, experienceId: number, sessionId: number): Promise<number> {
  const { days } = (await (
    await api.get(`/api/events/${experienceId}/availability?to=${farDay()}`)
  ).json()) as Availability;
  const session = days.flatMap((d) => d.sessions).find((s) => s.id === sessionId);
  if (!session) throw new Error(`session ${sessionId} is not in the availability of ${experienceId}`);
  return session.placesLeft;
}

const farDay = () => new Date(Date.now() + 95 * 86_400_000).toISOString().slice(0, 10);

const cairo = (iso: string) => {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} at ${time}`;
};

/** The session the action carries to checkout (the details page's own address names its day and time). */
const sessionOfAction = async (action: Locator) =>
  Number(new URL((await action.getAttribute('href'))!, 'http://x').searchParams.get('session'));

// Each width books on its own day, so the two runs never share a session's places.
for (const [width, dayIndex] of [
  [480, 2],
  [1280, 3],
] as const) {
  test(`at ${width} px: date, time, 2 foreign adults + 1 child, server total, hold, pay, My bookings, cancel`, async ({
    page,
    api,
    signUp,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { experience, adult, child } = await familyTour(api);
    await signInViaApi(page, await signUp());
    await page.goto(`/toursdetails/${experience.id - 1}`);
    const panel = page.getByRole('region', { name: 'Dates and tickets' });

    // 1. A day with sessions, then one of its times.
    await panel.getByRole('grid').locator('a').nth(dayIndex).click();
    const times = panel.getByRole('radiogroup', { name: 'Time' });
    await times.locator('a').first().click();
    await expect(page).toHaveURL(/\?date=[\d-]+&time=\d\d%3A\d\d$/);

    // 2. Two foreign adults and one child.
    await panel.getByRole('button', { name: `Add one ${adult.label}` }).click();
    await panel.getByRole('button', { name: `Add one ${adult.label}` }).click();
    await panel.getByRole('button', { name: `Add one ${child.label}` }).click();
    const sessionId = await sessionOfAction(panel.getByRole('link', { name: 'Book this tour' }));
    const before = await placesLeft(api, experience.id, sessionId);

    // 3. The total is the server's.
    const tickets = [
      { categoryId: adult.id, quantity: 2 },
      { categoryId: child.id, quantity: 1 },
    ];
    const quoted = (await (await api.post('/api/quotes', { data: { sessionId, tickets } })).json()) as {
      quote: { total: number };
    };
    const price = panel.getByRole('region', { name: 'Your price' });
    await expect(price).toContainText(`2 × ${adult.label}`);
    await expect(price).toContainText(`1 × ${child.label}`);
    await expect(price).toContainText(`${quoted.quote.total}$`);

    // 4. Checkout holds the places and counts down.
    await panel.getByRole('link', { name: 'Book this tour' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${experience.id - 1}\\?session=${sessionId}&tickets=`));
    await expect(page.getByRole('timer')).toHaveText(/Your places are held for (10:00|9:\d\d)/);
    await expect(page.getByRole('row', { name: /Total/ })).toContainText(`${quoted.quote.total}$`);
    expect(await placesLeft(api, experience.id, sessionId)).toBe(before - 3);

    // 5. Pay.
    await payWith(page, 'Visa');
    await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();

    // 6. My bookings shows the session and the categories.
    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: experience.name }).first();
    const { days } = (await (
      await api.get(`/api/events/${experience.id}/availability?to=${farDay()}`)
    ).json()) as Availability;
    const session = days.flatMap((d) => d.sessions).find((s) => s.id === sessionId)!;
    await expect(card).toContainText(cairo(session.startsAt));
    await expect(card.getByRole('list', { name: 'Tickets by category' })).toContainText(`2 × ${adult.label}`);
    await expect(card.getByRole('list', { name: 'Tickets by category' })).toContainText(`1 × ${child.label}`);
    await expect(card).toContainText('Free cancellation until');
    expect(session.placesLeft).toBe(before - 3);

    // 7. Cancel within the policy: the places come back to that session.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Cancelling is free until');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(card).toContainText('Cancelled');
    await expect.poll(() => placesLeft(api, experience.id, sessionId)).toBe(before);
  });
}

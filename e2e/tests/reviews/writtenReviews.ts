// Reviews written the way travellers write them, through the API: a new account books one ticket of the experience's
// first bookable session, the provider's gate (its seeded key) checks the ticket in, and the traveller reviews.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import type { Availability, BookingTickets } from '@kemet/contract';
import { signUpViaApi } from '../../support/accounts';
import { seededGateKey } from '../../support/gateKeys';
import { REVIEWED_TOUR, type SeededExperience } from './reviewedTour';

type Playwright = PlaywrightWorkerArgs['playwright'];

const TEXTS = [
  'The guide waited for the crowds to pass so we could stand alone before the monuments.',
  'Good value for a half day, and the driver was early both ways.',
  'A long morning in the heat, but every stop was worth it. Bring water.',
  'Our guide explained the tombs so clearly that my children asked for more.',
  'Well organised from the hotel pick-up to the last photo.',
  'We booked the day before and everything went as promised.',
];

/**
 * A bookable tour for specs that add reviews: the one listed last, away from the first tours other specs book, and
 * never the seeded tour whose reviews other specs read.
 */
export async function tourToReview(api: APIRequestContext): Promise<SeededExperience> {
  const listed = await api.get('/api/events?pageSize=50');
  const { items } = (await listed.json()) as {
    items: { id: number; kind: string; name: string; available: boolean }[];
  };
  const tour = items
    .filter((item) => item.kind === 'tour' && item.available && item.name !== REVIEWED_TOUR)
    .sort((a, b) => b.id - a.id)[0];
  if (!tour) throw new Error('the seed has no bookable tour');
  return { id: tour.id, path: `/toursdetails/${tour.id - 1}` };
}

/** How many reviews the experience `recordId` has, every language counted. */
export async function reviewCount(api: APIRequestContext, recordId: number): Promise<number> {
  const page = await api.get(`/api/events/${recordId}/reviews`);
  expect(page.status(), await page.text()).toBe(200);
  return ((await page.json()) as { summary: { count: number } }).summary.count;
}

/** One traveller's booking, checked in at the gate and reviewed in English with `overall` stars. */
async function writeOne(playwright: Playwright, baseURL: string, recordId: number, text: string, overall: number) {
  const traveller = await playwright.request.newContext({ baseURL });
  try {
    await signUpViaApi(traveller, { fullName: 'Salma Granite' });
    const availability = (await (await traveller.get(`/api/events/${recordId}/availability`)).json()) as Availability;
    const session = availability.days.flatMap((d) => d.sessions).find((s) => s.bookable && s.placesLeft >= 1);
    const categoryId = session?.prices[0]?.categoryId;
    if (!session || categoryId === undefined) throw new Error(`experience ${recordId} has no bookable session`);
    const held = await traveller.post('/api/holds', {
      data: { sessionId: session.id, tickets: [{ categoryId, quantity: 1 }] },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { hold } = (await held.json()) as { hold: { id: string } };
    const paid = await traveller.post('/api/bookings', {
      headers: { 'idempotency-key': `e2e-review-${Date.now()}-${Math.random()}` },
      data: { holdId: hold.id, payment: { cardLast4: '4242', cvc: '123' } },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const { reference } = ((await paid.json()) as { booking: { reference: string } }).booking;
    const booking = (await (await traveller.get(`/api/bookings/${reference}`)).json()) as BookingTickets;
    const token = booking.tickets[0]?.token;
    if (!token) throw new Error(`booking ${reference} has no ticket`);
    const scan = await traveller.post('/api/checkins', {
      headers: { authorization: `Bearer ${seededGateKey(booking.provider.name)}` },
      data: { token, nonce: `e2e-review-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    });
    expect(((await scan.json()) as { result: string }).result).toBe('valid');
    const review = await traveller.post(`/api/bookings/${reference}/review`, {
      data: { overall, guide: overall, organisation: 4, value: 4, language: 'en', text },
    });
    expect(review.status(), await review.text()).toBe(201);
  } finally {
    await traveller.dispose();
  }
}

/** Writes English reviews on the experience until it has `count` (none when it has them already). */
export async function reviewsUpTo(
  playwright: Playwright,
  baseURL: string,
  recordId: number,
  count: number,
): Promise<void> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const missing = count - (await reviewCount(api, recordId));
    for (let i = 0; i < missing; i++)
      await writeOne(playwright, baseURL, recordId, TEXTS[i % TEXTS.length]!, 5 - (i % 2));
  } finally {
    await api.dispose();
  }
}

// The whole path of issue 39 in one go, through the pages: search tours by dates and a party, open the first fitting
// session, book and pay it at the test checkout, have a ticket checked in at the gate (no review before that: 403),
// write the review from My bookings, and find it on the tour's page, in the server's HTML and in its JSON-LD.
import type { BookingTickets } from '@kemet/contract';
import { test, expect, signInViaApi, checkA11y } from '../../support/fixtures';
import { seededGateKey } from '../../support/gateKeys';
import { pickDates } from '../catalog/searchDates';
import { payWith } from '../checkout/checkoutHelpers';
import { ticketsOf, tokenOf } from '../tickets/ticketHelpers';

interface Hit {
  experience: { id: number; name: string; kind: string };
  session: { id: number };
  tickets: { quantity: number }[];
  partyPrice: { total: number };
}

const TEXT = 'We found this tour by our dates, and the guide knew every carving at Karnak. Worth the long day!';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dollars = (amount: number) => (Number.isInteger(amount) ? `${amount}$` : `${amount.toFixed(2)}$`);

test('search by dates and party, book the fitting session, check in at the gate, review, see it on the page and in the JSON-LD', async ({
  page,
  api,
  signUp,
}) => {
  await signInViaApi(page, await signUp({ fullName: 'Zeinab Quartz' }));

  // 1. Search tours for two adults between two days (other specs search other days, so places stay to spare).
  const [from, to] = [day(12), day(15)];
  await page.goto('/tours');
  const form = page.getByRole('search', { name: 'Search by dates and travellers' });
  await pickDates(form, from, to);
  await form.getByLabel('Adults').fill('2');
  await form.getByRole('button', { name: 'Find what we can book' }).click();
  await expect(page).toHaveURL(new RegExp(`/tours\\?from=${from}&to=${to}&adults=2&children=0&`));
  const answer = (await (
    await api.get(`/api/search?kind=tour&from=${from}&to=${to}&adults=2&residency=foreign`)
  ).json()) as { items: Hit[] };
  const first = answer.items[0];
  if (!first) throw new Error(`no tour can be booked for 2 adults between ${from} and ${to}`);

  // 2. The first result opens its session with the party in the buy box.
  const card = page.getByRole('article').filter({ hasText: first.experience.name }).first();
  await expect(card).toContainText(`For your party: ${dollars(first.partyPrice.total)}`);
  await card.getByRole('link', { name: /Choose this date/ }).click();
  await expect(page).toHaveURL(/toursdetails\/\d+\?date=[\d-]+&time=\d\d%3A\d\d&tickets=[\dx.]+$/);
  const address = new URL(page.url()).pathname;
  const panel = page.getByRole('region', { name: 'Dates and tickets' });
  const price = panel.getByRole('region', { name: 'Your price' });
  for (const { quantity } of first.tickets) await expect(price).toContainText(`${quantity} ×`);
  await expect(price).toContainText(dollars(first.partyPrice.total));
  const book = panel.getByRole('link', { name: 'Book this tour' });
  await expect(book).toHaveAttribute('href', new RegExp(`session=${first.session.id}&tickets=`));

  // 3. Book and pay at the test checkout.
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/payment/\\d+\\?session=${first.session.id}&tickets=`));
  await payWith(page, 'Visa');
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  const { items } = (await (await page.request.get('/api/bookings')).json()) as {
    items: { reference: string; session: { id: number } }[];
  };
  const reference = items.find((b) => b.session.id === first.session.id)?.reference;
  if (!reference) throw new Error(`no booking of session ${first.session.id}`);
  const booking: BookingTickets = await ticketsOf(page, reference);
  expect(booking.tickets).toHaveLength(2);

  // 4. Before the gate no review can be written; then a ticket is checked in at the gate.
  const early = await page.request.post(`/api/bookings/${reference}/review`, {
    data: { overall: 5, guide: 5, organisation: 5, value: 5, language: 'en', text: TEXT },
  });
  expect(early.status()).toBe(403);
  const scan = await page.request.post('/api/checkins', {
    headers: { authorization: `Bearer ${seededGateKey(booking.provider.name)}` },
    data: { token: tokenOf(booking, 1), nonce: `e2e-${Date.now()}` },
  });
  expect(((await scan.json()) as { result: string }).result).toBe('valid');

  // 5. The review, written from My bookings.
  await page.goto('/bookings');
  await page.getByRole('button', { name: `Write a review for booking ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${first.experience.name}` });
  await expect(dialog.getByText('Only travellers whose ticket was scanned at the entrance can review')).toBeVisible();
  for (const [legend, score] of [
    ['Overall', 5],
    ['Guide', 5],
    ['Organisation', 4],
    ['Value for money', 4],
  ] as const) {
    await dialog
      .getByRole('group', { name: legend })
      .getByRole('radio', { name: `${score} out of 5` })
      .check();
  }
  await dialog.getByRole('textbox', { name: 'Your review' }).fill(TEXT);
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You reviewed this booking')).toBeVisible();

  // 6. The server's HTML of the tour's page already has the review and its JSON-LD.
  const html = await (await page.request.get(address)).text();
  expect(html).toContain(TEXT);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
  const trip = jsonLd.find((data) => JSON.stringify(data['@type']).includes('TouristTrip'));
  expect(trip?.['@type']).toEqual(['TouristTrip', 'Product']);
  expect(trip?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
  expect(trip?.review).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        reviewBody: TEXT,
        author: { '@type': 'Person', name: 'Zeinab Q.' },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]),
  );

  // 7. And the page shows it, with "Helpful" and "Report" live for the signed-in traveller.
  await page.goto(address);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const mine = reviews.getByRole('article', { name: 'Review by Zeinab Q.' });
  await expect(mine.getByText(TEXT)).toBeVisible();
  await expect(mine.getByText(/^went in \w+ \d{4}$/)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Helpful' })).toBeEnabled();
  await reviews.scrollIntoViewIfNeeded();
  await checkA11y(page);
});

// A review only a traveller who went can write: book a tour, have its ticket checked in at the gate, write the review
// from My bookings, then find it on the tour's page, server-rendered and in the page's JSON-LD.
import { test, expect, signInViaApi, checkA11y } from '../../support/fixtures';
import { seededGateKey } from '../../support/gateKeys';
import { bookTour, tokenOf } from '../tickets/ticketHelpers';

const TEXT = 'The guide met us early and knew every carving at Karnak. Worth the long day!';

test('book, check in at the gate, review, and see the review on the page and in the JSON-LD', async ({
  page,
  signUp,
}) => {
  await signInViaApi(page, await signUp({ fullName: 'Salma Review' }));
  await page.goto('/home');
  const { booking, provider, tickets } = await bookTour(page, 3);

  // Before the gate: no review can be written.
  const early = await page.request.post(`/api/bookings/${booking.reference}/review`, {
    data: { overall: 5, guide: 5, organisation: 5, value: 5, language: 'en', text: TEXT },
  });
  expect(early.status()).toBe(403);

  const scan = await page.request.post('/api/checkins', {
    headers: { authorization: `Bearer ${seededGateKey(provider.name)}` },
    data: { token: tokenOf({ tickets }, 1), nonce: `e2e-${Date.now()}` },
  });
  expect(((await scan.json()) as { result: string }).result).toBe('valid');

  await page.goto('/bookings');
  await page.getByRole('button', { name: `Write a review for booking ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${booking.experience.name}` });
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

  // The address's id is the record id − 1.
  const address = `/toursdetails/${booking.experience.id - 1}`;
  // The server's HTML already has the review and its JSON-LD.
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
        author: { '@type': 'Person', name: 'Salma R.' },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]),
  );

  await page.goto(address);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Only travellers whose ticket was scanned at the entrance can review')).toBeVisible();
  const mine = reviews.getByRole('article', { name: 'Review by Salma R.' });
  await expect(mine.getByText(TEXT)).toBeVisible();
  await expect(mine.getByText(/^went in \w+ \d{4}$/)).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await checkA11y(page);
});

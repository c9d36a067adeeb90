// Search by dates and party (docs/product/search.md): the form on /events, the results for two adults and a child in
// Luxor, and the first result's link, which opens the details page's buy box on that session with the party chosen
// and the server's price for it. The dates are picked on the form's calendar; without JavaScript, in its date fields.
import { checkA11y } from '../../support/a11y';
import { test, expect } from '../../support/fixtures';
import { pickDates } from './searchDates';

interface Hit {
  experience: { id: number; name: string; kind: string };
  session: { id: number; startsAt: string };
  tickets: { categoryId: number; quantity: number }[];
  partyPrice: { total: number };
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dollars = (amount: number) => (Number.isInteger(amount) ? `${amount}$` : `${amount.toFixed(2)}$`);

test('search Luxor for 2 adults and a child, open the first fitting session: the buy box has that date and party', async ({
  page,
  api,
}) => {
  const [from, to] = [day(7), day(10)];
  await page.goto('/events');
  const form = page.getByRole('search', { name: 'Search by dates and travellers' });
  await form.getByLabel('Where').selectOption('Luxor');
  await pickDates(form, from, to);
  await form.getByLabel('Adults').fill('2');
  await form.getByLabel('Children (2-11)').fill('1');
  await form.getByRole('button', { name: 'Find what we can book' }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?where=Luxor&from=${from}&to=${to}&adults=2&children=1`));

  const answer = (await (
    await api.get(`/api/search?where=Luxor&from=${from}&to=${to}&adults=2&children=1&residency=foreign`)
  ).json()) as { items: Hit[]; total: number };
  expect(answer.total).toBeGreaterThan(0);
  const first = answer.items[0]!;
  await expect(
    page.getByRole('heading', { name: new RegExp(`of ${answer.total} experiences you can book`) }),
  ).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: first.experience.name });
  await expect(card).toContainText(`For your party: ${dollars(first.partyPrice.total)}`);

  await card.getByRole('link', { name: /Choose this date/ }).click();
  await expect(page).toHaveURL(/details\/\d+\?date=[\d-]+&time=\d\d%3A\d\d&tickets=[\dx.]+$/);
  const panel = page.getByRole('region', { name: 'Dates and tickets' });
  const price = panel.getByRole('region', { name: 'Your price' });
  // The party on the categories the search priced: a child on an adult's ticket where there is no child's.
  expect(first.tickets.reduce((n, t) => n + t.quantity, 0)).toBe(3);
  for (const { quantity } of first.tickets) await expect(price).toContainText(`${quantity} ×`);
  await expect(price).toContainText(dollars(first.partyPrice.total));
  const book = panel.getByRole('link', { name: /^Book this/ });
  await expect(book).toHaveAttribute('href', new RegExp(`session=${first.session.id}&tickets=`));
});

test('the search form, its calendar and its results are axe-clean at 480 and 1280 px, in English and Arabic', async ({
  page,
}) => {
  const search = `events?from=${day(7)}&to=${day(10)}&adults=2&children=1`;
  for (const width of [480, 1280])
    for (const prefix of ['/', '/ar/']) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}${search}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await checkA11y(page);
      const when = page.getByRole('search').getByRole('button', { name: /^(When|متى) / });
      await when.click();
      const calendar = page.getByRole('dialog');
      await expect(calendar.getByRole('grid')).toBeVisible();
      // The popover fits the screen, a phone's too.
      const box = (await calendar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(when).toBeFocused();
    }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a GET form: submitted, the server renders the results and the first card links to its session', async ({
    page,
  }) => {
    await page.goto('/ar/tours');
    const form = page.getByRole('search', { name: 'البحث حسب التواريخ والمسافرين' });
    // The native date fields of the server's HTML: no calendar without the page's code.
    await expect(form.getByRole('button', { name: /^متى/ })).toHaveCount(0);
    await form.getByLabel('من', { exact: true }).fill(day(7));
    await form.getByLabel('البالغون').fill('3');
    await form.getByRole('button', { name: 'اعثر على ما يمكن حجزه' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/tours\\?where=&from=${day(7)}&to=&adults=3&`));
    await expect(page.getByRole('heading', { name: /يمكنك حجزها/ })).toBeVisible();
    await expect(form.getByLabel('البالغون')).toHaveValue('3');
    const link = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /اختر هذا الموعد/ });
    await expect(link).toHaveAttribute(
      'href',
      /^\/ar\/(event|tours)details\/\d+\?date=[\d-]+&time=\d\d%3A\d\d&tickets=/,
    );
  });
});

// The payment page comes from the server with what is being bought (the experience, its session, prices and ticket
// categories, the form's frame) and nothing of the account; the browser takes it over without asking again, holds the
// places once it knows the account, and keeps what the traveller typed before the page was live.
import { test, expect, signInViaApi } from '../../support/fixtures';
import { bookableEvent } from './checkoutHelpers';

interface ApiExperience {
  name: string;
  discountedPrice: number;
}

test("the page's HTML, asked for with a session, carries the event and its prices, and nothing of the account", async ({
  page,
  api,
  signUp,
}) => {
  const event = (await (await api.get('/api/events/1')).json()) as ApiExperience;
  const user = await signUp(); // the page's cookie jar now holds the session
  const response = await page.request.get('/payment/0');
  expect(response.status()).toBe(200);
  // A page behind a sign-in: no shared cache keeps it.
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toContain('data-server-rendered');
  expect(html).toContain('<title>Checkout · Kemet</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('Checkout Your Order');
  expect(html).toContain(event.name);
  expect(html).toContain(`${event.discountedPrice}$`);
  expect(html).toContain('Proceed to payment');
  for (const personal of [user.fullName, user.email, user.UId]) expect(html).not.toContain(personal);
});

test('an unknown or malformed event id answers 404, not indexed, with or without a session', async ({
  api,
  page,
  signUp,
}) => {
  for (const path of ['/payment/999999', '/payment/abc']) {
    const response = await api.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex');
  }
  await signUp();
  expect((await page.request.get('/payment/999999')).status()).toBe(404);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in traveller sees what they are buying: title, price, session and tickets', async ({
    page,
    api,
    signUp,
  }) => {
    const event = (await (await api.get('/api/events/1')).json()) as ApiExperience;
    await signUp();
    await page.goto('/payment/0');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeVisible();
    await expect(main.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(main.getByText(`${event.discountedPrice}$`).first()).toBeVisible();
    await expect(main.getByText('Your session')).toBeVisible();
    await expect(main.getByRole('group', { name: 'Tickets' })).toBeVisible();
  });
});

for (const path of ['/payment/0', '/ar/payment/0']) {
  test(`${path}: the browser takes the page over without a warning or asking for the event again, and holds the places`, async ({
    page,
    signUp,
  }) => {
    await signInViaApi(page, await signUp());
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/events\/1(\/availability)?(\?|$)/.test(request.url())) asked.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole('timer')).toBeVisible();
    expect(asked).toEqual([]);
  });
}

test('what the traveller typed before the page was live is kept, and paid with', async ({ page, api, signUp }) => {
  const event = await bookableEvent(api, 7);
  await signInViaApi(page, await signUp());
  // The page's scripts wait until the traveller has typed into the server's HTML.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await typed;
    await route.continue();
  });

  const opening = page.goto(`/payment/${event.id - 1}`, { waitUntil: 'commit' });
  await page.getByLabel(/CVC for Visa/).fill('321');
  await page.getByLabel('Email').fill('early@example.com');
  await expect(page.locator('html[data-live]')).toHaveCount(0);
  release();
  await opening;

  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByLabel(/CVC for Visa/)).toHaveValue('321');
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByText(/early@example\.com/)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/success$/);
});

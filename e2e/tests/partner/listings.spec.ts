// A listing from a partner's draft to a traveller's page: the owner (joined through the mailed invitation) opens the
// Listings tab, writes a new listing in both languages with a picture, saves the draft and submits it; Kemet operations
// approve it on /operations; a visitor who is not signed in finds it on its details page, and its description's HTML
// is shown as the text it is.
import type { Browser } from '@playwright/test';
import { test, expect, checkA11y, signInViaApi } from '../../support/fixtures';
import { approvedProvider, operationsAccount } from '../../support/partners';

// A 1×1 PNG: the service re-encodes it into the catalogue's 1200×900 frame.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const freshPage = async (browser: Browser, baseURL: string | undefined) =>
  (await browser.newContext({ baseURL })).newPage();

test('an owner’s listing, submitted and approved, is on its details page for travellers', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const provider = await approvedProvider(api);
  const name = `Sunrise felucca ${Date.now().toString(36)}`;

  await page.goto(provider.invitationPath);
  const join = page.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
  await join.getByLabel('Full name').fill('Hatshepsut Owner');
  await join.getByLabel('Password').fill('Felucca-Dawn-2027');
  await join.getByRole('button', { name: `Join ${provider.businessName}` }).click();
  await expect(page).toHaveURL(/\/partner$/);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await page.getByRole('link', { name: 'New listing' }).click();
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Kind').selectOption('tour');
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Name (Arabic)').fill('فلوكة الشروق');
  await form.getByLabel('Description (English)').fill('Tea on board at dawn. <b>Not bold</b>');
  await form.getByLabel('Description (Arabic)').fill('شاي على المركب عند الفجر.');
  await form.getByLabel('What to bring (English)').fill('A warm jacket');
  await form.getByLabel('Governorate').selectOption('Aswan');
  await form.getByLabel('Latitude').fill('24.0889');
  await form.getByLabel('Longitude').fill('32.8997');
  await form.getByLabel('Add a picture').setInputFiles({ name: 'boat.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await checkA11y(page);
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/partner\/listings\/\d+$/);
  await expect(page.getByText('Draft saved. You can add pictures and submit it for review.')).toBeVisible();
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted: Kemet operations will review it.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('In review');

  const operations = await freshPage(browser, baseURL);
  await signInViaApi(operations, { fullName: 'Kemet Operations', ...operationsAccount() });
  await operations.goto('/operations');
  const review = operations.getByRole('region', { name: 'Listings in review' });
  const card = review.getByRole('article', { name });
  await expect(card).toContainText('Tea on board at dawn. <b>Not bold</b>');
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(review.getByText(`${name} is published.`)).toBeVisible();

  const traveller = await freshPage(browser, baseURL);
  await traveller.goto(`/toursdetails/${id - 1}`);
  await expect(traveller.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(traveller.getByText('Tea on board at dawn. <b>Not bold</b>')).toBeVisible();
  await expect(traveller.locator('b', { hasText: 'Not bold' })).toHaveCount(0);
  await traveller.goto(`/ar/toursdetails/${id - 1}`);
  await expect(traveller.getByRole('heading', { level: 1, name: 'فلوكة الشروق' })).toBeVisible();

  await page.goto('/partner/listings');
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toContainText('Published');
});

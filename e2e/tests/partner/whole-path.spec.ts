// A partner's whole path on Kemet, as each person does it: operations approve the application and the owner joins
// through the mailed invitation; the owner writes a listing in both languages with a picture and submits it;
// operations approve it on /operations, and a traveller finds it (its description's HTML shown as the text it is);
// the owner prices a ticket category and adds a one-off session on the schedule page; a traveller books it; the
// owner finds the booking in Today and the session's manifest; the gate, with a key the owner issued in the
// workspace, checks the ticket in; and the manifest shows it checked in.
// Private API and shell (the main stack's remotes): the new tour it publishes would otherwise change the catalogue that
// other specs page through at the same moment.
import type { Browser, Page } from '@playwright/test';
import type { BookingTickets, PartnerSchedule } from '@kemet/contract';
import {
  test,
  expect,
  checkA11y,
  FAULT_OFFSETS,
  originOf,
  signInViaApi,
  signUpViaApi,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';
import { approvedProvider, operationsAccount } from '../../support/partners';
import { freshPgliteDir, removeDir } from '../../support/stackEnv';

const OFFSET = FAULT_OFFSETS.partnerPath;
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack | undefined;
let pgliteDir: string;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  pgliteDir = freshPgliteDir('partner-path');
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { PGLITE_DIR: pgliteDir });
});
test.afterAll(async () => {
  await stack?.teardown();
  if (pgliteDir) removeDir(pgliteDir);
});

// A 1×1 PNG: the service re-encodes it into the catalogue's 1200×900 frame.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const freshPage = async (browser: Browser, baseURL: string | undefined, width = 1280) =>
  (await browser.newContext({ baseURL, viewport: { width, height: 900 } })).newPage();

/** Cairo's wall-clock date and time two hours from now, on a five-minute mark. */
function cairoInTwoHours(): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 300_000) * 300_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The owner writes a new tour with a picture, saves it as a draft and submits it; returns its id. */
async function submittedListing(page: Page, name: string): Promise<number> {
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
  return id;
}

/** The owner prices an adult ticket and adds a one-off session of 6 places; returns the ids a booking names. */
async function scheduledSession(page: Page, listingId: number) {
  await page.goto(`/partner/listings/${listingId}/schedule`);
  const category = page.getByRole('form', { name: 'Add a category' });
  await category.getByLabel('Name travellers read').fill('Adult');
  await category.getByLabel('Price').fill('25');
  await category.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('The category was added.')).toBeVisible();

  const when = cairoInTwoHours();
  const session = page.getByRole('form', { name: 'Add a one-off session' });
  await session.getByLabel('Date').fill(when.date);
  await session.getByLabel('Time').fill(when.time);
  await session.getByLabel('Length (minutes)').fill('90');
  await session.getByLabel('Places').fill('6');
  await session.getByRole('button', { name: 'Add session' }).click();
  await expect(session.getByText('The session was added.')).toBeVisible();
  await checkA11y(page);

  const schedule = (await (
    await page.request.get(`/api/partner/experiences/${listingId}/schedule`)
  ).json()) as PartnerSchedule;
  const sessionId = schedule.sessions.find((s) => s.origin === 'one_off' && s.capacity === 6)?.id;
  const categoryId = schedule.categories.find((c) => c.code === 'adult')?.id;
  if (!sessionId || !categoryId) throw new Error('the one-off session or the adult category is missing');
  return { sessionId, categoryId };
}

test('apply, join, list, publish, schedule, a traveller books, the manifest shows it, the gate checks it in', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const provider = await approvedProvider(api, pgliteDir);
  const name = `Sunrise felucca ${Date.now().toString(36)}`;

  await page.goto(provider.invitationPath);
  const join = page.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
  await join.getByLabel('Full name').fill('Hatshepsut Owner');
  await join.getByLabel('Password').fill('Felucca-Dawn-2027');
  await join.getByRole('button', { name: `Join ${provider.businessName}` }).click();
  await expect(page).toHaveURL(/\/partner$/);
  const listingId = await submittedListing(page, name);

  const operations = await freshPage(browser, baseURL);
  await signInViaApi(operations, { fullName: 'Kemet Operations', ...operationsAccount(pgliteDir) });
  await operations.goto('/operations');
  const review = operations.getByRole('region', { name: 'Listings in review' });
  const card = review.getByRole('article', { name });
  await expect(card).toContainText('Tea on board at dawn. <b>Not bold</b>');
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(review.getByText(`${name} is published.`)).toBeVisible();

  const visitor = await freshPage(browser, baseURL);
  await visitor.goto(`/toursdetails/${listingId - 1}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Tea on board at dawn. <b>Not bold</b>')).toBeVisible();
  await expect(visitor.locator('b', { hasText: 'Not bold' })).toHaveCount(0);
  await visitor.goto(`/ar/toursdetails/${listingId - 1}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'فلوكة الشروق' })).toBeVisible();
  await page.goto('/partner/listings');
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toContainText('Published');

  const { sessionId, categoryId } = await scheduledSession(page, listingId);

  // A traveller books one adult ticket on the new session.
  const travellerContext = await browser.newContext({ baseURL });
  const traveller = travellerContext.request;
  await signUpViaApi(traveller);
  const held = await traveller.post('/api/holds', { data: { sessionId, tickets: [{ categoryId, quantity: 1 }] } });
  expect(held.status(), await held.text()).toBe(201);
  const paid = await traveller.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-whole-path-${Date.now()}` },
    data: {
      holdId: ((await held.json()) as { hold: { id: string } }).hold.id,
      payment: { cardLast4: '4242', cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { reference } = ((await paid.json()) as { booking: { reference: string } }).booking;

  // Today lists it with the place sold; its manifest names the booking and the proof to bring.
  await page.goto('/partner');
  const link = page.getByRole('region', { name: 'Today' }).locator(`a[href="/partner/sessions/${sessionId}"]`);
  await expect(link.locator('xpath=ancestor::li')).toContainText('Sold1Left5Checked in0');
  await link.click();
  await expect(page).toHaveURL(`/partner/sessions/${sessionId}`);
  const row = page
    .getByRole('table', { name: 'Travellers of this session' })
    .getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('0 of 1');
  await checkA11y(page);
  await page.getByLabel('Booking reference').fill(reference.slice(4));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference.slice(4)}`));
  await expect(page.getByText(`1 booking matches “${reference.slice(4)}”`)).toBeVisible();

  // The owner issues a gate key in the workspace; the gate, set up with it, checks the ticket in.
  await page.goto('/partner');
  const keys = page.getByRole('region', { name: 'Gate keys' });
  await keys.getByRole('button', { name: 'Issue a new key' }).click();
  const key = await keys.getByLabel('Your new gate key').inputValue();
  const tickets = (await (await traveller.get(`/api/bookings/${reference}`)).json()) as BookingTickets;
  const gate = await freshPage(browser, baseURL, 480);
  await gate.goto('/gate');
  await gate.getByLabel('Gate key').fill(key);
  await gate.getByRole('button', { name: 'Use this key' }).click();
  await gate.getByLabel('Ticket code').fill(tickets.tickets[0]?.token ?? '');
  await gate.getByRole('button', { name: 'Check ticket' }).click();
  await expect(gate.getByRole('status', { name: 'Answer' }).locator('[data-result]')).toHaveAttribute(
    'data-result',
    'valid',
  );

  await page.goto(`/partner/sessions/${sessionId}`);
  await expect(row).toContainText('1 of 1');
  await travellerContext.close();
});

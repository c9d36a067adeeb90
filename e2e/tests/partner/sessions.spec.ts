// A partner's session from its schedule to the gate: the owner of a seeded tour's provider adds a one-off session on
// the schedule page, a traveller books it, the owner finds the booking in Today and the session's manifest, the gate
// checks the ticket in, and the manifest shows it checked in.
// Private stack (its own API and shell, the main stack's remotes): the owner is named from the operator's command line,
// which needs the API stopped (PGlite serves one process).
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { BookingTickets, PartnerSchedule } from '@kemet/contract';
import {
  test,
  expect,
  checkA11y,
  FAULT_OFFSETS,
  originOf,
  REPO_ROOT,
  signInViaApi,
  signUpViaApi,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';
import { freshPgliteDir, removeDir } from '../../support/stackEnv';

const OFFSET = FAULT_OFFSETS.partnerSessions;
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
let pgliteDir: string;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  pgliteDir = freshPgliteDir('partner-sessions');
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { PGLITE_DIR: pgliteDir });
});
test.afterAll(async () => {
  await stack?.teardown();
  if (pgliteDir) removeDir(pgliteDir);
});

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

async function seededTour(page: Page): Promise<{ id: number; provider: string }> {
  const listed = await page.request.get('/api/events?pageSize=50');
  const { items } = (await listed.json()) as { items: { id: number; kind: string; provider: { name: string } }[] };
  const tour = items.find((e) => e.kind === 'tour');
  if (!tour) throw new Error('the seed has no tour');
  return { id: tour.id, provider: tour.provider.name };
}

test('an owner adds a one-off session; its booking shows in Today and the manifest, checked in at the gate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tour = await seededTour(page);
  const owner = await signUpViaApi(page.request);
  await stack.apps.stop('api');
  execFileSync('npm', ['run', 'provider-staff', '-w', 'api', '--', 'add', owner.email, tour.provider, 'owner'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  await stack.apps.start('api');
  await signInViaApi(page, owner);

  // The owner adds a one-off session two hours from now, in Cairo time.
  const when = cairoInTwoHours();
  await page.goto(`/partner/listings/${tour.id}/schedule`);
  await checkA11y(page);
  const form = page.getByRole('form', { name: 'Add a one-off session' });
  await form.getByLabel('Date').fill(when.date);
  await form.getByLabel('Time').fill(when.time);
  await form.getByLabel('Length (minutes)').fill('90');
  await form.getByLabel('Places').fill('6');
  await form.getByRole('button', { name: 'Add session' }).click();
  await expect(form.getByText('The session was added.')).toBeVisible();
  const schedule = (await (
    await page.request.get(`/api/partner/experiences/${tour.id}/schedule`)
  ).json()) as PartnerSchedule;
  const session = schedule.sessions.find((s) => s.origin === 'one_off' && s.capacity === 6);
  const adult = schedule.categories.find((c) => c.code === 'adult' && c.takesPlace);
  if (!session || !adult) throw new Error('the one-off session or an adult category is missing');

  // A traveller books one adult ticket on it.
  const travellerContext = await browser.newContext({ baseURL });
  const traveller = travellerContext.request;
  await signUpViaApi(traveller);
  const held = await traveller.post('/api/holds', {
    data: { sessionId: session.id, tickets: [{ categoryId: adult.id, quantity: 1 }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  const paid = await traveller.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-sessions-${Date.now()}` },
    data: {
      holdId: ((await held.json()) as { hold: { id: string } }).hold.id,
      payment: { cardLast4: '4242', cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { reference } = ((await paid.json()) as { booking: { reference: string } }).booking;

  // Today lists it with the place sold; its manifest names the booking.
  await page.goto('/partner');
  const today = page.getByRole('region', { name: 'Today' });
  const link = today.locator(`a[href="/partner/sessions/${session.id}"]`);
  await expect(link.locator('xpath=ancestor::li')).toContainText('Sold1Left5Checked in0');
  await link.click();
  await expect(page).toHaveURL(`/partner/sessions/${session.id}`);
  const row = page
    .getByRole('table', { name: 'Travellers of this session' })
    .getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('0 of 1');
  await checkA11y(page);
  await page.getByLabel('Booking reference').fill(reference.slice(4));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference.slice(4)}`));
  await expect(page.getByText(`1 booking matches “${reference.slice(4)}”`)).toBeVisible();

  // The gate, set up with a key the owner issues, checks the ticket in.
  const issued = await page.request.post('/api/partner/gate-keys');
  expect(issued.status(), await issued.text()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  const tickets = (await (await traveller.get(`/api/bookings/${reference}`)).json()) as BookingTickets;
  const gateContext = await browser.newContext({ baseURL, viewport: { width: 480, height: 900 } });
  const gate = await gateContext.newPage();
  await gate.goto('/gate');
  await gate.getByLabel('Gate key').fill(key);
  await gate.getByRole('button', { name: 'Use this key' }).click();
  await gate.getByLabel('Ticket code').fill(tickets.tickets[0]?.token ?? '');
  await gate.getByRole('button', { name: 'Check ticket' }).click();
  await expect(gate.getByRole('status', { name: 'Answer' }).locator('[data-result]')).toHaveAttribute(
    'data-result',
    'valid',
  );

  // The manifest shows it checked in.
  await page.reload();
  await expect(row).toContainText('1 of 1');
  await travellerContext.close();
  await gateContext.close();
});

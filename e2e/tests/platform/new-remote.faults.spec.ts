// A fifth team joins by runtime config alone: its remote, built and served on its own, is listed with REMOTES and
// PARTNER_URL, and the shell, neither rebuilt nor changed, routes to its page, renders it on the server, lists its home
// section and its header link. Before that, its path is the 404 page and its link is nowhere; while the shell has not
// seen its manifest, its path is a part of the site not available right now.
import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  REPO_ROOT,
  startDedicatedStack,
  startFakeRemote,
  type DedicatedStack,
  type FakeRemote,
} from '../../support/fixtures';
import { buildPartnerRemote } from '../../support/partnerRemote';

const OFFSET = FAULT_OFFSETS.newRemote;
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

test.describe.configure({ mode: 'serial' });

let partnerDist: string;
let partner: FakeRemote;
let stack: DedicatedStack;
let shellBuiltAt: number;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  shellBuiltAt = fs.statSync(path.join(SHELL_DIST, 'index.html')).mtimeMs;
  partnerDist = buildPartnerRemote();
  partner = await startFakeRemote({ distDir: partnerDist });
});
test.afterAll(async () => {
  await stack?.teardown();
  await partner?.close();
  if (partnerDist) fs.rmSync(partnerDist, { recursive: true, force: true });
});

test('before the partner is listed, its page is the 404 page and its header link is absent', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowFailedRequest('/partner-offers', 404);
  const response = await page.goto(`${originOf('shell')}/partner-offers`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' })).toHaveCount(0);
});

test('listed while it is down, its page is "not available right now" (503, never kept, with Retry), until it comes up', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allowFailedRequest('/partner-offers', 503);
  // Its manifest never arrives within the shell's 2 s: the shell starts without knowing what the partner owns.
  partner.behave({ delay: { '/remote-manifest.json': 60_000 } });
  stack = await startDedicatedStack(OFFSET, ['shell'], {
    REMOTES: 'catalog,map,account,checkout,partner',
    PARTNER_URL: partner.origin,
  });

  const response = await page.goto(`${stack.origin}/partner-offers`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This part of the site is not available right now' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(
    (await page.request.get(`${stack.origin}/no-such-page`)).status(),
    'any unclaimed path may be the partner’s',
  ).toBe(503);

  partner.behave({});
  await expect
    .poll(async () => (await page.request.get(`${stack.origin}/partner-offers`)).status(), { timeout: 30_000 })
    .toBe(200);
  expect((await page.request.get(`${stack.origin}/no-such-page`)).status()).toBe(404);
});

test('listed with REMOTES and PARTNER_URL, the unchanged shell serves its page, rendered on the server, and its home section', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${stack.origin}/partner-offers`)).text();
  expect(html).toContain('Felucca rides at sunset, offered by a partner the shell was never built with.');
  expect(html).toContain('<title>Partner offers · Kemet</title>');

  const response = await page.goto(`${stack.origin}/partner-offers`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner offers' })).toBeVisible();

  await page.goto(`${stack.origin}/home`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL(`${stack.origin}/partner-offers`);
  await expect(page.getByText('Felucca rides at sunset')).toBeVisible();

  await page.goto(`${stack.origin}/home`);
  await expect(page.getByRole('heading', { level: 2, name: 'Partner picks' })).toBeVisible();

  expect(fs.statSync(path.join(SHELL_DIST, 'index.html')).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
});

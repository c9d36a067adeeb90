// The partner team's remote joins the site by runtime config alone. A shell started without it in REMOTES knows no
// /partner: the server answers 404 and a partner's owner sees neither the page nor its header entry. Restarted with
// REMOTES and PARTNER_URL listing it, the same build (never rebuilt) serves /partner from the remote's manifest: the
// server knows the page (signed out, it sends the visitor to sign in first), renders the owner's header with the entry,
// and the owner finds the workspace through it.
import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  REPO_ROOT,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';
import { signInViaApi } from '../../support/accounts';
import { joinedOwner, type JoinedOwner } from '../../support/partners';

const OFFSET = FAULT_OFFSETS.partnerJoins;
const WITHOUT_PARTNER = 'catalog,map,account,checkout';
const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');

test.describe.configure({ mode: 'serial' });

let owner: JoinedOwner;
let stack: DedicatedStack | undefined;
let shellBuiltAt: number;
test.beforeAll(async ({ api }) => {
  shellBuiltAt = fs.statSync(SHELL_INDEX).mtimeMs;
  owner = await joinedOwner(api);
});
test.afterAll(async () => {
  await stack?.teardown();
});

const workspaceEntry = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Partner workspace' });

test('without the partner remote in REMOTES, /partner is not found and its owner sees no workspace entry', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  stack = await startDedicatedStack(OFFSET, ['shell'], { REMOTES: WITHOUT_PARTNER });
  consoleErrors.allowFailedRequest('/partner', 404);

  expect((await page.request.get(`${stack.origin}/partner`, { maxRedirects: 0 })).status()).toBe(404);

  await signInViaApi(page, { email: owner.email, password: owner.password, fullName: 'Hatshepsut Owner' });
  // The entries of a role show once the service confirmed the account: its answer comes before the check.
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/me') && response.ok());
  await page.goto(`${stack.origin}/home`);
  await confirmed;
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(workspaceEntry(page)).toHaveCount(0);
  await page.goto(`${stack.origin}/partner`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  const html = await (await page.request.get(`${stack.origin}/home`)).text();
  expect(html, 'the server rendered the signed-in header').toContain('>My account</a>');
  expect(html).not.toContain('Partner workspace');
});

test('listed with REMOTES and PARTNER_URL, the same shell build serves /partner and shows its owner the entry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stack?.teardown();
  stack = await startDedicatedStack(OFFSET, ['shell'], {
    REMOTES: `${WITHOUT_PARTNER},partner`,
    PARTNER_URL: originOf('partner'),
  });

  const signedOut = await page.request.get(`${stack.origin}/partner`, { maxRedirects: 0 });
  expect(signedOut.status(), 'the server knows the page: a visitor signs in first').toBe(303);
  expect(signedOut.headers()['location']).toBe('/signin?next=%2Fpartner');

  await signInViaApi(page, { email: owner.email, password: owner.password, fullName: 'Hatshepsut Owner' });
  expect((await page.request.get(`${stack.origin}/partner`, { maxRedirects: 0 })).status()).toBe(200);
  const html = await (await page.request.get(`${stack.origin}/home`)).text();
  expect(html, 'the server rendered the entry for the partner').toContain('href="/partner"');
  expect(html).toContain('>Partner workspace</a>');

  await page.goto(`${stack.origin}/home`);
  await workspaceEntry(page).click();
  await expect(page).toHaveURL(`${stack.origin}/partner`);
  await expect(page.getByRole('heading', { level: 1, name: owner.businessName })).toBeVisible();

  expect(fs.statSync(SHELL_INDEX).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
});

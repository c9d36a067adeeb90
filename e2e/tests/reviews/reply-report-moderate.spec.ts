// A review's life after it is written, each person on their own page (docs/product/reviews.md): the partner replies
// on /partner/reviews and the reply shows under the review on the experience's page; a traveller reports the review;
// operations hide it with a reason in "Reported reviews" on /operations, and it leaves the page and its JSON-LD; they
// restore it, and it is back. The review is a seeded one (Daniel Okafor's of the Pyramids tour, no reply yet) and the
// partner the owner of its seeded provider, named so by the operator's script (npm run provider-staff), which needs
// the API stopped on PGlite: hence a private API (and shell), whose hidden review no other spec sees either.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  REPO_ROOT,
  signInViaApi,
  signUpViaApi,
  startDedicatedStack,
  type DedicatedStack,
  type TestUser,
} from '../../support/fixtures';
import { operationsAccount } from '../../support/partners';
import { freshPgliteDir, removeDir, stackEnv } from '../../support/stackEnv';
import { REVIEWED_TOUR, reviewedTour } from './reviewedTour';

const OFFSET = FAULT_OFFSETS.reviewModeration;
test.use({ baseURL: originOf('shell', OFFSET) });

const AUTHOR = 'Daniel O.';
const REPLY = 'Thank you, Daniel. We have moved the meeting point closer to the ticket office since your visit.';

let stack: DedicatedStack | undefined;
let pgliteDir: string;
let owner: TestUser;

/** Makes `email` the owner of the provider named `provider`, with the API stopped (PGlite serves one process). */
async function makeOwner(email: string, provider: string) {
  await stack!.apps.stop('api');
  const script = spawnSync(
    'node',
    ['--import', 'tsx', 'src/gate/providerStaffCli.ts', 'add', email, provider, 'owner'],
    { cwd: path.join(REPO_ROOT, 'api'), env: { ...process.env, ...stackEnv(pgliteDir) }, encoding: 'utf8' },
  );
  expect(script.status, script.stderr).toBe(0);
  await stack!.apps.start('api');
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  pgliteDir = freshPgliteDir('review-moderation');
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { PGLITE_DIR: pgliteDir });
  const api = await playwright.request.newContext({ baseURL: stack.origin });
  owner = await signUpViaApi(api, { fullName: 'Amira Limestone' });
  const { id } = await reviewedTour(api);
  const { provider } = (await (await api.get(`/api/events/${id}`)).json()) as { provider: { name: string } };
  await api.dispose();
  await makeOwner(owner.email, provider.name);
});

test.afterAll(async () => {
  await stack?.teardown();
  if (pgliteDir) removeDir(pgliteDir);
});

/** The bodies of the reviews in the JSON-LD of the page's server HTML. */
async function reviewsInJsonLd(api: APIRequestContext, address: string): Promise<string[]> {
  const html = await (await api.get(address)).text();
  const trip = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] as string) as { '@type'?: unknown; review?: { reviewBody: string }[] })
    .find((data) => JSON.stringify(data['@type']).includes('TouristTrip'));
  return (trip?.review ?? []).map((review) => review.reviewBody);
}

const reviewOnPage = (page: Page) =>
  page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: `Review by ${AUTHOR}` });

/** Operations hide or restore the review in "Reported reviews", with a reason. */
async function moderate(page: Page, action: 'Hide' | 'Restore', reason: string) {
  await page.goto('/operations');
  const reported = page.getByRole('list', { name: 'Reported reviews' });
  const card = reported.getByRole('article', { name: `Review by ${AUTHOR} of ${REVIEWED_TOUR}` });
  await card.getByRole('button', { name: `${action} the review by ${AUTHOR}` }).click();
  const form = card.getByRole('form', { name: `${action} the review by ${AUTHOR}` });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: `${action} review` }).click();
  const outcome = action === 'Hide' ? 'is hidden.' : 'is shown again.';
  await expect(page.getByText(new RegExp(`^The review by \\W?${AUTHOR}\\W? ${outcome}$`))).toBeVisible();
  return reported.getByRole('article', { name: `Review by ${AUTHOR} of ${REVIEWED_TOUR}` });
}

test('the partner replies, a traveller reports, operations hide the review and restore it', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { path: address } = await reviewedTour(api);

  // 1. The partner replies on /partner/reviews.
  await signInViaApi(page, { ...owner, fullName: 'Amira Limestone' });
  await page.goto('/partner/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const replyForm = page.getByRole('form', { name: `Reply to ${AUTHOR}` });
  await replyForm.getByLabel('Your reply').fill(REPLY);
  await replyForm.getByRole('button', { name: 'Publish reply' }).click();
  await expect(replyForm).toBeHidden();
  await expect(page.getByText(REPLY)).toBeVisible();

  // 2. The reply shows under the review on the public page.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(address);
  const review = reviewOnPage(visitor);
  await expect(review.getByText(/^Reply from /)).toBeVisible();
  await expect(review.getByText(REPLY)).toBeVisible();
  const body = (await review.locator('p[lang]').textContent())!;
  expect(await reviewsInJsonLd(api, address)).toContain(body);

  // 3. A traveller reports it.
  const traveller = await (await browser.newContext({ baseURL })).newPage();
  await signInViaApi(traveller, await signUpViaApi(traveller.request, { fullName: 'Omar Sandstone' }));
  await traveller.goto(address);
  const reported = reviewOnPage(traveller);
  await reported.getByRole('button', { name: 'Report', exact: true }).click();
  await reported.getByLabel('Why are you reporting this review?').fill('It names the wrong meeting point.');
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(reported.getByRole('status')).toHaveText('Thank you. Our team will look at this review.');

  // 4. Operations hide it with a reason: it leaves the page and the JSON-LD.
  const operations = await (await browser.newContext({ baseURL })).newPage();
  await signInViaApi(operations, { fullName: 'Kemet Operations', ...operationsAccount(pgliteDir) });
  const hidden = await moderate(operations, 'Hide', 'It names a guide and a meeting point the provider never used.');
  await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(hidden.getByText('It names a guide and a meeting point the provider never used.')).toBeVisible();
  await expect(hidden.getByText('It names the wrong meeting point.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Reviews' }).getByRole('article').first()).toBeVisible();
  await expect(reviewOnPage(visitor)).toHaveCount(0);
  await expect.poll(() => reviewsInJsonLd(api, address)).not.toContain(body);

  // 5. Restored, it is back, with its reply; its reports are settled, so it leaves operations' queue.
  const shown = await moderate(operations, 'Restore', 'The provider confirmed the meeting point: the review stands.');
  await expect(shown).toHaveCount(0);
  await visitor.reload();
  await expect(reviewOnPage(visitor).getByText(REPLY)).toBeVisible();
  await expect.poll(() => reviewsInJsonLd(api, address)).toContain(body);
});

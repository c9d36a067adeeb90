// An owner's Sales and Statement tabs, in English and Arabic: a provider that joined through the partner path (its
// owner accepting the mailed invitation) reads its days and its month. The provider is new, so its figures are the
// quiet ones: zero bookings, no sessions, an empty statement with the sentence that no real money moves. The chart is
// drawn by Chart.js from its own chunk, and axe finds nothing on either page at either width.
import { test, expect, checkA11y, atWidths, A11Y_WIDTHS } from '../../support/fixtures';
import { approvedProvider, type ApprovedProvider } from '../../support/partners';
import type { Page } from '@playwright/test';

/** The owner joins through the mailed link, as a partner does, and lands in the workspace. */
async function joinAsOwner(page: Page, provider: ApprovedProvider) {
  await page.goto(provider.invitationPath);
  const join = page.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
  await join.getByLabel('Full name').fill('Hatshepsut Owner');
  await join.getByLabel('Password').fill('Felucca-Dawn-2027');
  await join.getByRole('button', { name: `Join ${provider.businessName}` }).click();
  await expect(page).toHaveURL(/\/partner$/);
}

const chartLoaded = (page: Page) => expect(page.locator('canvas[role="img"]')).toBeVisible();

test('an owner reads sales and the monthly statement in English and Arabic', async ({ page, api }) => {
  test.setTimeout(90_000);
  const provider = await approvedProvider(api);
  // Every script the browser gets that holds Chart.js's code (its "_chartjs" property): none before the sales page.
  const chartCode: string[] = [];
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('_chartjs')) chartCode.push(response.url());
  });
  for (const path of ['/', '/events', '/tours']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(chartCode, "travellers' pages load no chart code").toEqual([]);
  await joinAsOwner(page, provider);
  await expect(page.getByRole('heading', { level: 1, name: provider.businessName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Sales' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chartCode, 'the overview loads no chart code').toEqual([]);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/partner\/sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Sales per day, / });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(32); // head, 30 days, total
  await expect(table.getByRole('row').last()).toHaveText(/Total\s*0\s*0\s*–\s*No sessions/);
  await expect(page.getByText('No paid bookings on these days.')).toBeVisible();
  await chartLoaded(page);
  await expect(page.getByRole('img', { name: /^Tickets sold and fill rate per day, / })).toHaveAttribute(
    'aria-describedby',
    /.+/,
  );
  await expect.poll(() => chartCode.length, { message: 'the sales page loads Chart.js' }).toBeGreaterThan(0);

  const range = page.getByRole('form', { name: 'Days to show' });
  await range.getByLabel('From').fill('2026-03-11');
  await range.getByLabel('To').fill('2026-03-01');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/partner\/sales\?from=2026-03-11&to=2026-03-01$/);
  await expect(range.getByText('The last day must not be before the first')).toBeVisible();
  await range.getByLabel('To').fill('2026-03-12');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Sales per day, 11 March 2026 to 12 March 2026' })).toBeVisible();
  await atWidths(page, () => checkA11y(page), A11Y_WIDTHS);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly statement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Statement for / })).toBeVisible();
  await expect(
    page.getByText('Kemet takes test payments only: no real money moved for these bookings and none will be paid out.'),
  ).toBeVisible();
  await expect(page.getByText('Kemet’s commission: 15% of each booking', { exact: false })).toBeVisible();
  await expect(page.getByText('No paid bookings were made this month.')).toBeVisible();
  await atWidths(page, () => checkA11y(page), A11Y_WIDTHS);

  await page.goto('/ar/partner/sales?from=2026-03-01&to=2026-03-07');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المبيعات' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'المبيعات لكل يوم، من ١ مارس ٢٠٢٦ إلى ٧ مارس ٢٠٢٦' })).toBeVisible();
  await chartLoaded(page);
  await atWidths(page, () => checkA11y(page), A11Y_WIDTHS);

  await page.goto('/ar/partner/statement?month=2026-03');
  await expect(page.getByRole('heading', { level: 2, name: 'كشف مارس ٢٠٢٦' })).toBeVisible();
  await expect(page.getByText('يقبل Kemet مدفوعات تجريبية فقط', { exact: false })).toBeVisible();
  await atWidths(page, () => checkA11y(page), A11Y_WIDTHS);
});

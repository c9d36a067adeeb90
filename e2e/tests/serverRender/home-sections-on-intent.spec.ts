// Home's catalog sections of cards and links are server-rendered and load their code only when the visitor reaches
// for them: none of their scripts comes with the page (the search form above them does come live with the page, for
// its calendar), the HTML stays as it is, a card clicked before the code is there still opens its page (a plain link),
// and once pointed at, the sections are live (client-side navigation).
import type { Page } from '@playwright/test';
import { test, expect, markDocument, documentStillMarked, originOf } from '../../support/fixtures';

const catalogOrigin = originOf('catalog');
const recentEvents = (page: Page) => page.getByRole('region', { name: 'Recent Events' });
/** The scripts of the sections of cards (RecentEvents, HomeTours) among the catalog's. */
const cardSections = (scripts: string[]) =>
  scripts.filter((url) => /\/__federation_expose_(RecentEvents|HomeTours)\./.test(url));

async function openHome(page: Page): Promise<string[]> {
  const catalogScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(catalogOrigin))
      catalogScripts.push(request.url());
  });
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  return catalogScripts;
}

test('the sections come with the page as HTML and their code with the visitor pointing at them', async ({ page }) => {
  const catalogScripts = await openHome(page);
  const cards = recentEvents(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  expect(cardSections(catalogScripts)).toEqual([]);
  const html = await recentEvents(page).innerHTML();

  await recentEvents(page).getByRole('heading', { level: 2 }).hover();
  await expect.poll(() => cardSections(catalogScripts).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await recentEvents(page).innerHTML()).toBe(html);

  // The section's code has taken its HTML over (React holds the link) before the click that stays in the page.
  const link = cards.first().getByRole('link');
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(/\/eventdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await documentStillMarked(page), 'a client-side navigation').toBe(true);
});

test('a card clicked before the sections have their code still opens its page', async ({ page }) => {
  const catalogScripts = await openHome(page);
  // A click with no pointer or key before it (assistive technology can do this): nothing has loaded the code yet.
  const card = recentEvents(page).getByRole('article').first();
  const name = await card.getByRole('heading', { level: 3 }).textContent();
  expect(cardSections(catalogScripts)).toEqual([]);
  await card.getByRole('link').dispatchEvent('click');
  await expect(page).toHaveURL(/\/eventdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
});

// Header, footer and client-side routing: logo, main links, the small-screen menu, the footer's columns.
import { test, expect, markDocument, documentStillMarked } from '../../support/fixtures';

const MAIN_LINKS = [
  { name: 'Events', path: '/events' },
  { name: 'Tours', path: '/tours' },
  { name: 'About', path: '/aboutus' },
  { name: 'Contact', path: '/contactus' },
];

const FOOTER_COLUMNS = {
  Support: [
    { name: 'Support Center', path: '/support' },
    { name: 'Terms of Service', path: '/terms' },
    { name: 'Privacy Policy', path: '/privacypolices' },
  ],
  Company: [
    { name: 'About us', path: '/aboutus' },
    { name: 'Contact us', path: '/contactus' },
    { name: 'Partners', path: '/partners' },
    { name: 'Testimonials', path: '/testimonials' },
    { name: 'FAQ', path: '/faq' },
  ],
};

test('the logo and the main links route inside the page at 1280 px', async ({ page }) => {
  await page.goto('/faq');
  await markDocument(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  for (const { name, path } of MAIN_LINKS) {
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await header.getByRole('link', { name: 'Kemet home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Where Civilization Began' })).toBeVisible();

  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await documentStillMarked(page), 'navigation reloaded the page').toBe(true);
});

for (const width of [480, 767]) {
  test(`under 768 px the links fold into a keyboard-operable menu (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const events = header.getByRole('link', { name: 'Events', exact: true });

    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(events).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await events.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}

test('the footer has its columns, four named social links, the logo and a copyright line', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Kemet home' })).toBeVisible();
  await expect(footer.getByText(/©/)).toBeVisible();
  const social = footer.getByRole('link').filter({ hasNotText: /\w/ });
  await expect(social, 'social icons are links with accessible names and no visible text').toHaveCount(4);
  for (const name of await social.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
  )) {
    expect(name.trim()).not.toBe('');
  }

  await markDocument(page);
  for (const [column, links] of Object.entries(FOOTER_COLUMNS)) {
    const nav = footer.getByRole('navigation', { name: column });
    await expect(nav.getByRole('heading', { name: column })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(links.length);
    for (const { name, path } of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
  expect(await documentStillMarked(page), 'footer links reloaded the page').toBe(true);
});

test("'' and '/' show the home page", async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1, name: 'Where Civilization Began' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Where Civilization Began' })).toBeVisible();
});

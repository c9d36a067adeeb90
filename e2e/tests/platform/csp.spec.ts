// The Content-Security-Policy is sent with every page, and the site runs under it without a single violation.
import { test, expect } from '../../support/fixtures';

const PAGES = [
  '/home',
  '/events',
  '/eventdetails/5',
  '/tours',
  '/toursdetails/0',
  '/signin',
  '/contactus',
  '/partners',
];

test('pages carry a CSP without inline scripts or style elements, and the security headers', async ({ request }) => {
  for (const path of ['/home', '/events', '/no-such-page']) {
    const headers = (await request.get(path, { headers: { accept: 'text/html' } })).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toMatch(/script-src [^;]*'self'/);
    expect(csp, path).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
    // No inline <style> element either; style attributes are the style-src-attr directive's.
    expect(csp, path).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the site runs under its CSP with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, `CSP violations on ${path}`).toEqual([]);
  }
  // Console errors (which is where Chromium reports CSP refusals) are checked by the page fixture.
});

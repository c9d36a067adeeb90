// axe-core check of the page as it stands: no WCAG 2.0/2.1/2.2 A or AA violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party map canvas), used sparingly and explained at the call. */
  exclude?: string[];
}

export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  // The page at rest: the pointer off what it last clicked, whose hover colours would otherwise be judged halfway
  // through their transition.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe's preload copies the page's stylesheets into inline <style> elements, which the site's CSP refuses; without it
  // only its orientation-lock rule (WCAG 1.3.4) goes unchecked, and stylelint refuses orientation media queries.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ preload: false });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

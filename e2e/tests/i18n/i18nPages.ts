// What every page must be in a language: the document's lang and dir, each remote part following it, an h1 in that
// language's script, nothing clipped.
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { expectNothingClipped } from '../../support/clipping';

export const ARABIC = /[\u0600-\u06ff]/;

export async function expectInLanguage(page: Page, language: 'en' | 'ar', where: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1, `h1 on ${where}`).toBeVisible();
  if (language === 'ar') await expect(h1, `Arabic h1 on ${where}`).toHaveText(ARABIC);
  // Polled: a part still arriving (the map inside the events page) is judged once it is there, as a reader sees it.
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  await expect
    .poll(
      () =>
        page
          .locator('[data-boundary] > *')
          .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).direction)),
      {
        message: `remote parts' direction on ${where}`,
      },
    )
    .toEqual(expect.not.arrayContaining([direction === 'rtl' ? 'ltr' : 'rtl']));
  await expect(page.getByText(/is not available right now|غير متاح الآن/)).toHaveCount(0);
  await expectNothingClipped(page, where);
}

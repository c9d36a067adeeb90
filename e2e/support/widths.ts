// The three widths every page is checked at (the design's 480 / 768 / 1280 px breakpoints).
import type { Page } from '@playwright/test';

export const WIDTHS = [480, 768, 1280] as const;

/** Where axe runs: the phone and desktop layouts (768 px is checked for direction and clipping with every width). */
export const A11Y_WIDTHS = [480, 1280] as const;

/** Runs `check` once per width, resizing the same page (height 900). */
export async function atWidths(
  page: Page,
  check: (width: number) => Promise<void>,
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
  }
}

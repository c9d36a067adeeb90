// "Nothing is clipped": no sideways scroll, and no visible text cut off by a box that hides its overflow (a label too
// long for its button, a title under a fixed height). Sliders hide their off-screen slides on purpose: they hold no
// text of their own, so only elements with text directly inside are looked at.
import { expect, type Page } from '@playwright/test';

export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || element.closest('.visually-hidden, [aria-hidden="true"], .leaflet-container')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0) continue;
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      const cutWide = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutTall =
        hides(style.overflowY) && style.webkitLineClamp === 'none' && element.scrollHeight > element.clientHeight + 1;
      if (cutWide || cutTall) found.push(`<${element.tagName.toLowerCase()}> "${ownText.slice(0, 60)}"`);
    }
    return found;
  });
}

export async function expectNothingClipped(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
  expect(await clippedTexts(page), `clipped text on ${where}`).toEqual([]);
}

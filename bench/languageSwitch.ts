// The cost of a language switch on /events (desktop profile): from the click on the header's switch to the moment
// the last remote part (the catalogue's filter bar and list, the map's list) shows the other language, in ms.
// The first switch to Arabic downloads its messages; later ones find them in memory.
import type { Browser, Page } from 'playwright-core';
import { median } from './median';

export interface SwitchFigures {
  /** English → Arabic, first time on the page: messages downloaded, data fetched again. */
  firstToArabicMs: number;
  /** Median of the later switches, both ways. */
  laterMedianMs: number;
  runs: number;
}

const ARABIC = '[\\u0600-\\u06ff]';

/** Clicks the switch and resolves with the ms until every remote root on the page shows text of the language. */
async function timedSwitch(page: Page, to: 'ar' | 'en'): Promise<number> {
  return page.evaluate(
    async ({ to, arabic }) => {
      const script = new RegExp(arabic);
      const roots = () => Array.from(document.querySelectorAll<HTMLElement>('[data-boundary]'));
      // Each part is done when its text is in the new language: Arabic letters in Arabic, none left in English.
      const done = () =>
        document.documentElement.lang === to &&
        roots().every((root) => (to === 'ar' ? script.test(root.innerText) : !script.test(root.innerText)));
      const button = Array.from(document.querySelectorAll<HTMLButtonElement>('header button')).find((b) =>
        to === 'ar' ? b.textContent?.trim() === 'العربية' : b.textContent?.trim() === 'English',
      );
      if (!button) throw new Error(`No switch to ${to} in the header`);
      const started = performance.now();
      button.click();
      return new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error(`The page did not finish switching to ${to} in 10 s`)),
          10_000,
        );
        const check = () => {
          if (!done()) return void requestAnimationFrame(check);
          clearTimeout(timeout);
          resolve(performance.now() - started);
        };
        check();
      });
    },
    { to, arabic: ARABIC },
  );
}

export async function measureLanguageSwitch(browser: Browser, origin: string, runs: number): Promise<SwitchFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx compiles this file with esbuild's keepNames, which wraps the page function's inner functions in __name().
  await context.addInitScript('globalThis.__name = (fn) => fn');
  const page = await context.newPage();
  await page.goto(`${origin}/events`, { waitUntil: 'networkidle' });
  await page.waitForSelector('.leaflet-container');
  await page.waitForSelector('[data-boundary] [role="search"]');
  await page.waitForSelector('[data-boundary] nav');
  const firstToArabicMs = await timedSwitch(page, 'ar');
  const later: number[] = [];
  for (let i = 0; i < runs; i++) {
    later.push(await timedSwitch(page, 'en'));
    later.push(await timedSwitch(page, 'ar'));
  }
  await context.close();
  return { firstToArabicMs, laterMedianMs: median(later), runs: later.length + 1 };
}

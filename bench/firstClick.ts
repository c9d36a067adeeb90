// "First paint to first working click": a traveller on the slow phone opens a page cold and clicks its primary control
// (firstClickControls.ts) the moment the page first paints, long before its code has started. Measured from the first
// contentful paint to the click's effect being visible; a click that is lost (the effect never shows) is reported as
// such and misses the budget.
import type { Browser } from 'playwright-core';
import type { FirstClick } from './firstClickControls';
import { median } from './median';
import { coldOnProfile, type Profile } from './pageLoads';

export interface FirstClickFigures {
  page: string;
  control: string;
  profile: Profile['name'];
  /** Median over the runs, ms from the first contentful paint to the effect; Infinity when a click was lost. */
  paintToEffect: number;
  min: number;
  max: number;
  /** Runs whose click had no effect within EFFECT_TIMEOUT_MS, and what the first of them waited for. */
  lost: number;
  lostWaiting?: string;
  runs: number;
}

/** Far longer than any page's start on the slow phone: past it, the click is taken as lost. */
const EFFECT_TIMEOUT_MS = 20_000;

async function clickOnce(browser: Browser, origin: string, path: string, row: FirstClick, profile: Profile) {
  const context = await browser.newContext({ viewport: { width: profile.width, height: 900 } });
  try {
    const tab = await context.newPage();
    await coldOnProfile(tab, profile);
    await tab.goto(origin + path, { waitUntil: 'commit', timeout: 60_000 });
    // The first paint, on the same clock as Date.now() here (the page's time origin is the epoch's, in ms).
    const paintedAt = await tab
      .waitForFunction(
        () => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return paint ? performance.timeOrigin + paint.startTime : 0;
        },
        undefined,
        { polling: 10, timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue());
    try {
      await tab.locator(row.selector).first().click({ timeout: EFFECT_TIMEOUT_MS });
      if (row.url) await tab.waitForURL(row.url, { waitUntil: 'commit', timeout: EFFECT_TIMEOUT_MS });
      await tab.locator(row.effect).first().waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
    } catch (error) {
      // Playwright's message names the step that timed out (the click, the address or the effect).
      return { ms: Infinity, waiting: String(error).split('\n')[0] };
    }
    return { ms: Date.now() - paintedAt };
  } finally {
    await context.close();
  }
}

export async function measureFirstClick(
  browser: Browser,
  origin: string,
  path: string,
  row: FirstClick,
  profile: Profile,
  runs: number,
): Promise<FirstClickFigures> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await clickOnce(browser, origin, path, row, profile));
  const samples = results.map((r) => r.ms);
  return {
    page: path,
    control: row.control,
    profile: profile.name,
    paintToEffect: median(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    lost: samples.filter((s) => s === Infinity).length,
    lostWaiting: results.find((r) => r.waiting)?.waiting,
    runs,
  };
}

// The performance budgets (issue 8). `npm run bench -- --check` exits non-zero when one is missed.
import type { BenchResults } from './report';

/** /home's first-load JS before Arabic existed (issue 17 measured it at 165.6 KB gzip). */
const HOME_JS_BEFORE_LANGUAGES = 165.6 * 1024;

export const BUDGETS = {
  homeFirstLoadJsGzip: 150 * 1024,
  /** Languages may add at most 12 KB gzip to /home in English, with no Arabic file loaded. */
  homeJsGrowthForLanguages: HOME_JS_BEFORE_LANGUAGES + 12 * 1024,
  slowMobileLcpMs: 2500,
  slowMobileCls: 0.05,
  lighthousePerformance: 90,
  lighthouseAccessibility: 100,
  signInBurstP99Ratio: 2,
  /** Issue 18: the catalogue at memory speed, in each database mode, against the ceiling of the same run. */
  catalogueShareOfCeiling: 0.25,
  catalogueP99AtHalfRateMs: 20,
  bookingBurstP99Ratio: 2,
};

const CATALOGUE_READS = ['GET /api/events', 'GET /api/events/:id'];

export function missedBudgets(results: BenchResults): string[] {
  const missed: string[] = [];
  const home = results.bundles?.find((b) => b.page === '/home');
  if (home && home.jsGzip > BUDGETS.homeFirstLoadJsGzip) missed.push(`/home first-load JS ${(home.jsGzip / 1024).toFixed(1)} KB gzip > 150 KB`);
  if (home && home.jsGzip > BUDGETS.homeJsGrowthForLanguages) {
    missed.push(`/home first-load JS ${(home.jsGzip / 1024).toFixed(1)} KB gzip is more than 12 KB above the 165.6 KB before languages`);
  }
  for (const b of results.bundles ?? []) if (!b.singletonsLoadedOnce) missed.push(`${b.page}: a shared singleton was loaded more than once`);
  for (const b of results.bundles ?? [])
    if (b.arabicMessageFiles > 0) missed.push(`${b.page}: the English page loaded ${b.arabicMessageFiles} Arabic message files`);
  for (const load of results.loads?.filter((l) => l.profile === 'slow-mobile') ?? []) {
    if (load.lcp > BUDGETS.slowMobileLcpMs) missed.push(`${load.page} LCP ${Math.round(load.lcp)} ms > 2500 ms (slow mobile)`);
    if (load.cls > BUDGETS.slowMobileCls) missed.push(`${load.page} CLS ${load.cls.toFixed(3)} > 0.05 (slow mobile)`);
  }
  for (const lh of results.lighthouse ?? []) {
    if (lh.performance < BUDGETS.lighthousePerformance) missed.push(`${lh.page} Lighthouse performance ${lh.performance} < 90`);
    if (lh.accessibility < BUDGETS.lighthouseAccessibility) missed.push(`${lh.page} Lighthouse accessibility ${lh.accessibility} < 100`);
  }
  for (const { mode, figures, bursts } of results.api ?? []) {
    for (const f of figures.filter((figure) => CATALOGUE_READS.includes(figure.target))) {
      if (f.rpsRatio < BUDGETS.catalogueShareOfCeiling) {
        missed.push(`${mode}: ${f.target} reaches ${(f.rpsRatio * 100).toFixed(1)} % of the ceiling (< 25 %)`);
      }
      if (f.p99 > BUDGETS.catalogueP99AtHalfRateMs) missed.push(`${mode}: ${f.target} p99 ${f.p99} ms at half the max rate (> 20 ms)`);
    }
    if (bursts.signIn.ratio > BUDGETS.signInBurstP99Ratio) {
      missed.push(`${mode}: catalogue p99 under a sign-in burst is ${bursts.signIn.ratio.toFixed(2)}× the quiet p99 (> 2×)`);
    }
    if (bursts.booking.ratio > BUDGETS.bookingBurstP99Ratio) {
      missed.push(`${mode}: catalogue p99 under a booking burst is ${bursts.booking.ratio.toFixed(2)}× the quiet p99 (> 2×)`);
    }
  }
  return missed;
}

// The performance budgets (issues 8, 17 and 18). `npm run bench -- --check` exits non-zero when one is missed.
import type { BenchResults } from './report';

export const BUDGETS = {
  /** Issue 18: /home's first-load JS is no more than 148 KB gzip, languages (issue 17) included. */
  homeFirstLoadJsGzip: 148 * 1024,
  desktopLcpMs: 250,
  slowMobileLcpMs: 1200,
  /** No layout shift at all. CLS is printed with 3 decimals; a median below 0.0005 prints as 0.000 but still misses. */
  cls: 0,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  lighthouseSeo: 100,
  signInBurstP99Ratio: 2,
  /** Issue 18: the catalogue at memory speed, in each database mode, against the ceiling of the same run. */
  catalogueShareOfCeiling: 0.25,
  catalogueP99AtHalfRateMs: 20,
  bookingBurstP99Ratio: 2,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const CATALOGUE_READS = ['GET /api/events', 'GET /api/events/:id'];

export function missedBudgets(results: BenchResults): string[] {
  const missed: string[] = [];
  const home = results.bundles?.find((b) => b.page === '/home');
  if (home && home.jsGzip > BUDGETS.homeFirstLoadJsGzip)
    missed.push(`/home first-load JS ${kb(home.jsGzip)} KB gzip > ${kb(BUDGETS.homeFirstLoadJsGzip)} KB`);
  for (const b of results.bundles ?? []) if (!b.singletonsLoadedOnce) missed.push(`${b.page}: a shared singleton was loaded more than once`);
  for (const b of results.bundles ?? [])
    if (b.arabicMessageFiles > 0) missed.push(`${b.page}: the English page loaded ${b.arabicMessageFiles} Arabic message files`);
  for (const load of results.loads ?? []) {
    const lcpBudget = load.profile === 'desktop' ? BUDGETS.desktopLcpMs : BUDGETS.slowMobileLcpMs;
    if (load.lcp > lcpBudget) missed.push(`${load.page} LCP ${Math.round(load.lcp)} ms > ${lcpBudget} ms (${load.profile}, median of ${load.runs})`);
    if (load.cls > BUDGETS.cls) missed.push(`${load.page} CLS ${load.cls.toFixed(3)} > ${BUDGETS.cls} (${load.profile}, median of ${load.runs})`);
  }
  for (const lh of results.lighthouse ?? []) {
    if (lh.performance < BUDGETS.lighthousePerformance)
      missed.push(`${lh.page} Lighthouse performance ${lh.performance} < ${BUDGETS.lighthousePerformance}`);
    if (lh.accessibility < BUDGETS.lighthouseAccessibility)
      missed.push(`${lh.page} Lighthouse accessibility ${lh.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
    if (lh.seo < BUDGETS.lighthouseSeo) missed.push(`${lh.page} Lighthouse SEO ${lh.seo} < ${BUDGETS.lighthouseSeo}`);
  }
  for (const row of results.ssr ?? []) if (row.non2xx > 0) missed.push(`${row.target}: ${row.non2xx} answers were not 2xx under load`);
  for (const { mode, figures, bursts } of results.api ?? []) {
    for (const f of figures.filter((figure) => CATALOGUE_READS.includes(figure.target))) {
      if (f.rpsRatio < BUDGETS.catalogueShareOfCeiling) {
        missed.push(`${mode}: ${f.target} reaches ${(f.rpsRatio * 100).toFixed(1)} % of the ceiling (< 25 %)`);
      }
      if (f.p99 > BUDGETS.catalogueP99AtHalfRateMs) missed.push(`${mode}: ${f.target} p99 ${f.p99} ms at half the max rate (> 20 ms)`);
    }
    if (bursts.signIn.ratio > BUDGETS.signInBurstP99Ratio) {
      missed.push(
        `${mode}: catalogue p99 under a sign-in burst is ${bursts.signIn.ratio.toFixed(2)}× the quiet p99 (> 2×, median of ${bursts.signIn.rounds} rounds)`,
      );
    }
    if (bursts.booking.ratio > BUDGETS.bookingBurstP99Ratio) {
      missed.push(
        `${mode}: catalogue p99 under a booking burst is ${bursts.booking.ratio.toFixed(2)}× the quiet p99 (> 2×, median of ${bursts.booking.rounds} rounds)`,
      );
    }
  }
  return missed;
}

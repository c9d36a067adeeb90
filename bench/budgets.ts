// The performance budgets. `npm run bench -- --check` exits non-zero when one is missed. Every speed budget is a ratio
// to something measured in the same run (the floor page, the bare Fastify ceiling, a quiet p99): this workplace's
// 2-core machines change from day to day, and an absolute time judged the machine, not Kemet (bench/README.md).
import type { LoadFigures } from './pageLoads';
import { FLOOR_PAGE, floorOf } from './floor';
import type { BenchResults } from './report';

export const BUDGETS = {
  homeFirstLoadJsGzip: 148 * 1024,
  /** The partner workspace (/partner, signed in as an owner): everything it loads before it shows. */
  workspaceFirstLoadJsGzip: 215 * 1024,
  /** Desktop: a page's LCP at most this many ms above the floor page's LCP. */
  desktopLcpAboveFloorMs: 100,
  /** Slow phone: a page's LCP at most this many times the floor page's LCP. */
  slowMobileLcpToFloor: 1.8,
  /**
   * Slow phone: from the first contentful paint to the effect of the page's primary control clicked at that moment, at
   * most this many times the floor page's LCP on the same profile.
   */
  firstClickToFloorLcp: 1.5,
  /** No layout shift at all. CLS is printed with 3 decimals; a median below 0.0005 prints as 0.000 but still misses. */
  cls: 0,
  /** Lighthouse's mobile total blocking time of the median run, ms (its 4× slowdown is relative to this machine). */
  lighthouseTbtMs: 150,
  lighthouseAccessibility: 100,
  lighthouseSeo: 100,
  signInBurstP99Ratio: 2,
  /** The catalogue at memory speed, in each database mode, against the ceiling of the same run. */
  catalogueShareOfCeiling: 0.25,
  /** The same reads as browsers make them, through the shell's /api proxy. */
  catalogueThroughShellShareOfCeiling: 0.25,
  /** p99 at half the max rate, against the ceiling's p99 at half its own max rate in the same run. */
  catalogueP99AtHalfRateToCeiling: 10,
  bookingBurstP99Ratio: 2,
  /** The search by dates and party, in each database mode: its share of the ceiling's req/s, and p99 at half its rate. */
  searchShareOfCeiling: 0.1,
  searchP99AtHalfRateToCeiling: 10,
  /**
   * The traveller's wait for a proof of work on the slow phone, median of random challenges at the shipped difficulty:
   * an absolute time, as it is a wait the traveller sees (the page's own thread, 4× slowdown).
   */
  proofSolveMs: 1500,
  /** The page's longest task while solving: it must stay responsive (one unsliced solve is a task of seconds). */
  proofLongestTaskMs: 500,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const CATALOGUE_READS = ['GET /api/events', 'GET /api/events/:id'];
export const THROUGH_SHELL = 'GET /api/events through the shell';
export const SEARCH = 'GET /api/search';

function missedLoadBudgets(load: LoadFigures, floor: LoadFigures | undefined): string[] {
  const missed: string[] = [];
  const where = `(${load.profile}, median of ${load.runs})`;
  if (!floor) return [`${load.page}: no floor measured on ${load.profile}, so its LCP cannot be judged`];
  if (load.profile === 'desktop' && load.lcp - floor.lcp > BUDGETS.desktopLcpAboveFloorMs) {
    missed.push(
      `${load.page} LCP ${Math.round(load.lcp)} ms is ${Math.round(load.lcp - floor.lcp)} ms above the floor's ${Math.round(floor.lcp)} ms (> ${BUDGETS.desktopLcpAboveFloorMs}) ${where}`,
    );
  }
  if (load.profile === 'slow-mobile' && load.lcp > BUDGETS.slowMobileLcpToFloor * floor.lcp) {
    missed.push(
      `${load.page} LCP ${Math.round(load.lcp)} ms is ${(load.lcp / floor.lcp).toFixed(2)}× the floor's ${Math.round(floor.lcp)} ms (> ${BUDGETS.slowMobileLcpToFloor}×) ${where}`,
    );
  }
  if (load.cls > BUDGETS.cls) missed.push(`${load.page} CLS ${load.cls.toFixed(3)} > ${BUDGETS.cls} ${where}`);
  return missed;
}

export function missedBudgets(results: BenchResults): string[] {
  const missed: string[] = [];
  const home = results.bundles?.find((b) => b.page === '/home');
  if (home && home.jsGzip > BUDGETS.homeFirstLoadJsGzip)
    missed.push(`/home first-load JS ${kb(home.jsGzip)} KB gzip > ${kb(BUDGETS.homeFirstLoadJsGzip)} KB`);
  const workspace = results.bundles?.find((b) => b.page === '/partner');
  if (workspace && workspace.jsGzip > BUDGETS.workspaceFirstLoadJsGzip)
    missed.push(`/partner first-load JS ${kb(workspace.jsGzip)} KB gzip > ${kb(BUDGETS.workspaceFirstLoadJsGzip)} KB`);
  for (const b of results.bundles ?? [])
    if (b.page !== '/partner' && b.partnerRemoteFiles > 0)
      missed.push(`${b.page}: a traveller's page loaded ${b.partnerRemoteFiles} files of the partner workspace`);
  for (const b of results.bundles ?? [])
    if (!b.singletonsLoadedOnce) missed.push(`${b.page}: a shared singleton was loaded more than once`);
  for (const b of results.bundles ?? [])
    if (b.arabicMessageFiles > 0)
      missed.push(`${b.page}: the English page loaded ${b.arabicMessageFiles} Arabic message files`);
  for (const load of results.loads ?? []) missed.push(...missedLoadBudgets(load, floorOf(load, results.loadFloor)));
  const slowFloor = results.loadFloor?.find((f) => f.profile === 'slow-mobile' && f.page === FLOOR_PAGE);
  for (const click of results.firstClicks ?? []) {
    if (click.lost > 0) missed.push(`${click.page}: the first click was lost in ${click.lost} of ${click.runs} runs`);
    else if (!slowFloor)
      missed.push(`${click.page}: no slow-phone floor measured, so its first click cannot be judged`);
    else if (click.paintToEffect > BUDGETS.firstClickToFloorLcp * slowFloor.lcp)
      missed.push(
        `${click.page} first paint to first working click ${Math.round(click.paintToEffect)} ms is ${(click.paintToEffect / slowFloor.lcp).toFixed(2)}× the floor's LCP ${Math.round(slowFloor.lcp)} ms (> ${BUDGETS.firstClickToFloorLcp}×, slow phone, median of ${click.runs})`,
      );
  }
  for (const lh of results.lighthouse ?? []) {
    if (lh.totalBlockingTimeMs > BUDGETS.lighthouseTbtMs)
      missed.push(
        `${lh.page} Lighthouse total blocking time ${lh.totalBlockingTimeMs} ms > ${BUDGETS.lighthouseTbtMs} ms (median run)`,
      );
    if (lh.accessibility < BUDGETS.lighthouseAccessibility)
      missed.push(`${lh.page} Lighthouse accessibility ${lh.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
    if (lh.seo < BUDGETS.lighthouseSeo) missed.push(`${lh.page} Lighthouse SEO ${lh.seo} < ${BUDGETS.lighthouseSeo}`);
  }
  for (const row of results.ssr ?? [])
    if (row.non2xx > 0) missed.push(`${row.target}: ${row.non2xx} answers were not 2xx under load`);
  for (const { mode, figures, bursts } of results.api ?? []) {
    const ceiling = figures[0]!;
    for (const f of figures.filter((figure) => CATALOGUE_READS.includes(figure.target))) {
      if (f.rpsRatio < BUDGETS.catalogueShareOfCeiling) {
        missed.push(
          `${mode}: ${f.target} reaches ${(f.rpsRatio * 100).toFixed(1)} % of the ceiling (< ${BUDGETS.catalogueShareOfCeiling * 100} %)`,
        );
      }
      if (f.p99 > BUDGETS.catalogueP99AtHalfRateToCeiling * Math.max(1, ceiling.p99)) {
        missed.push(
          `${mode}: ${f.target} p99 ${f.p99} ms at half the max rate (> ${BUDGETS.catalogueP99AtHalfRateToCeiling}× the ceiling's ${ceiling.p99} ms)`,
        );
      }
    }
    const search = figures.find((f) => f.target === SEARCH);
    if (search && search.rpsRatio < BUDGETS.searchShareOfCeiling)
      missed.push(
        `${mode}: ${SEARCH} reaches ${(search.rpsRatio * 100).toFixed(1)} % of the ceiling (< ${BUDGETS.searchShareOfCeiling * 100} %)`,
      );
    if (search && search.p99 > BUDGETS.searchP99AtHalfRateToCeiling * Math.max(1, ceiling.p99))
      missed.push(
        `${mode}: ${SEARCH} p99 ${search.p99} ms at half the max rate (> ${BUDGETS.searchP99AtHalfRateToCeiling}× the ceiling's ${ceiling.p99} ms)`,
      );
    const throughShell = figures.find((f) => f.target === THROUGH_SHELL);
    if (throughShell && throughShell.rpsRatio < BUDGETS.catalogueThroughShellShareOfCeiling) {
      missed.push(
        `${mode}: ${THROUGH_SHELL} reaches ${(throughShell.rpsRatio * 100).toFixed(1)} % of the ceiling (< ${BUDGETS.catalogueThroughShellShareOfCeiling * 100} %)`,
      );
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
  const { proof } = results;
  if (proof && proof.medianMs > BUDGETS.proofSolveMs)
    missed.push(`proof of work solved in ${proof.medianMs} ms on the ${proof.profile} (> ${BUDGETS.proofSolveMs} ms)`);
  if (proof && proof.longestTaskMs > BUDGETS.proofLongestTaskMs)
    missed.push(
      `a task of ${proof.longestTaskMs} ms while solving the proof of work (> ${BUDGETS.proofLongestTaskMs} ms)`,
    );
  return missed;
}

// Prints the benchmark's tables and writes bench/results.json.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BundleFigures } from './bundles';
import type { FirstClickFigures } from './firstClick';
import type { SwitchFigures } from './languageSwitch';
import type { LoadFigures } from './pageLoads';
import type { LighthouseFigures } from './lighthouse';
import type { measureApi } from './apiLoad';
import type { BookingLatency } from './bookingLatency';
import type { SsrFigures } from './ssrLoad';
import type { PackageShare } from './jsBreakdown';
import type { ProofFigures } from './proofOfWork';
import { checkinLabel, type CheckinFigures } from './checkinLoad';
import { FLOOR_PAGE, floorOf } from './floor';

export interface BenchResults {
  bundles?: BundleFigures[];
  languageSwitch?: SwitchFigures;
  loads?: LoadFigures[];
  /** The floor page (floorServer.ts) on each profile: what this machine and browser cost before any of Kemet's. */
  loadFloor?: LoadFigures[];
  /** First paint to first working click, per page in English and Arabic, on the slow phone. */
  firstClicks?: FirstClickFigures[];
  lighthouse?: LighthouseFigures[];
  /** One per database mode: PGlite, then PostgreSQL when one answers. */
  api?: Awaited<ReturnType<typeof measureApi>>[];
  booking?: BookingLatency;
  checkins?: CheckinFigures;
  /** The proof-of-work challenge solved in the browser on the slow phone. */
  proof?: ProofFigures;
  ssr?: SsrFigures[];
  /** /home's first-load JS by package, when the build has source maps (SOURCE_MAPS=true). */
  homeJsByPackage?: PackageShare[];
}

const versusFloor = (load: LoadFigures, floor: LoadFigures[] = []) => {
  const own = floorOf(load, floor);
  if (!own || load.page === FLOOR_PAGE) return { 'floor LCP': '', 'LCP above floor': '', 'LCP × floor': '' };
  return {
    'floor LCP': ms(own.lcp),
    'LCP above floor': ms(load.lcp - own.lcp),
    'LCP × floor': (load.lcp / own.lcp).toFixed(2),
  };
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();

export function printReport(results: BenchResults): void {
  if (results.bundles) {
    console.log('\nFirst load (KB)');
    console.table(
      results.bundles.map((b) => ({
        page: b.page,
        requests: b.requests,
        'JS raw': kb(b.jsRaw),
        'JS gzip': kb(b.jsGzip),
        'CSS raw': kb(b.cssRaw),
        'CSS gzip': kb(b.cssGzip),
        'waves before render': b.wavesBeforeRender,
        'singletons once': b.singletonsLoadedOnce,
        'Arabic files': b.arabicMessageFiles,
        'partner files': b.partnerRemoteFiles,
      })),
    );
  }
  const home = results.bundles?.find((b) => b.page === '/home');
  if (home) {
    console.log('\n/home first-load JS by file (KB)');
    console.table(
      home.scripts.map((script) => {
        const { port, pathname } = new URL(script.url);
        return { file: `:${port}${pathname}`, raw: kb(script.raw), gzip: kb(script.gzip) };
      }),
    );
  }
  if (results.homeJsByPackage) {
    console.log("/home first-load JS by package (KB; gzip of each package's bytes on their own)");
    console.table(results.homeJsByPackage.map((p) => ({ origin: p.origin, raw: kb(p.raw), gzip: kb(p.gzip) })));
  } else if (home) {
    console.log("(build with SOURCE_MAPS=true npm run build for /home's JS by package)");
  }
  if (results.languageSwitch) {
    const s = results.languageSwitch;
    console.log(
      `\nLanguage switch on /events (click to the last remote part updated): first to Arabic ${ms(s.firstToArabicMs)} ms, then median ${ms(s.laterMedianMs)} ms over ${s.runs - 1} switches`,
    );
  }
  if (results.loads) {
    console.log(`\nCold page loads (median of ${results.loads[0]?.runs ?? 0}, ms; LCP and CLS with min–max)`);
    console.table(
      [...(results.loadFloor ?? []), ...results.loads].map((l) => ({
        page: l.page,
        profile: l.profile,
        HTML: ms(l.html),
        FCP: ms(l.fcp),
        LCP: ms(l.lcp),
        'LCP min–max': `${ms(l.lcpMin)}–${ms(l.lcpMax)}`,
        CLS: l.cls.toFixed(3),
        'CLS min–max': `${l.clsMin.toFixed(3)}–${l.clsMax.toFixed(3)}`,
        TBT: ms(l.tbt),
        ...versusFloor(l, results.loadFloor),
      })),
    );
  }
  if (results.firstClicks) printFirstClicks(results.firstClicks, results.loadFloor);
  if (results.lighthouse) {
    console.log("\nLighthouse (the median of each page's runs; every run's performance beside it)");
    console.table(
      results.lighthouse.map(
        ({ page, performance, performanceRuns, totalBlockingTimeMs, accessibility, seo, benchmarkIndex }) => ({
          page,
          performance,
          runs: performanceRuns.join(' / '),
          'TBT ms': totalBlockingTimeMs,
          accessibility,
          SEO: seo,
          'CPU benchmark index': benchmarkIndex,
        }),
      ),
    );
    const failing = results.lighthouse.flatMap((lh) => lh.failing.map((audit) => ({ page: lh.page, ...audit })));
    if (failing.length) {
      console.log('Audits that cost points (category below 100)');
      console.table(
        failing.map((a) => ({
          page: a.page,
          category: a.category,
          audit: a.id,
          title: a.title,
          score: a.score,
          value: a.displayValue ?? '',
        })),
      );
    }
    const tasks = results.lighthouse.flatMap((lh) => lh.longestTasks.map((task) => ({ page: lh.page, ...task })));
    if (tasks.length) {
      console.log('Longest main-thread tasks where total blocking time cost points (simulated ms, 4× CPU slowdown)');
      console.table(tasks.map((t) => ({ page: t.page, script: t.url, start: t.startMs, duration: t.durationMs })));
    }
  }
  if (results.ssr) {
    console.log(
      '\nServer rendering: one shell process (rendered pages/s at the max rate, shed ones apart; p50/p99 ms at half of it), beside the API',
    );
    console.table(
      results.ssr.map((r) => ({
        target: r.target,
        'max req/s': r.maxRps,
        p50: r.p50,
        p99: r.p99,
        non2xx: r.non2xx,
        shed: r.shed ?? '',
        'server-rendered': r.serverRendered ?? '',
        'KB gzip': r.bytes === undefined ? '' : kb(r.bytes),
      })),
    );
  }
  for (const { mode, figures, bursts } of results.api ?? []) {
    console.log(`\nAPI on loopback, ${mode} (max req/s; p50/p99 ms at half the max rate)`);
    console.table(
      figures.map((f) => ({
        target: f.target,
        'max req/s': f.maxRps,
        p50: f.p50,
        p99: f.p99,
        'vs ceiling': f.rpsRatio.toFixed(2),
      })),
    );
    for (const [what, b] of [
      ['sign-in', bursts.signIn],
      ['booking', bursts.booking],
    ] as const) {
      console.log(
        `${b.target} at ${b.rate} req/s, medians of ${b.rounds} rounds: p99 ${b.quietP99.toFixed(2)} ms quiet, ${b.burstP99.toFixed(2)} ms during a ${what} burst ` +
          `(${b.ratio.toFixed(2)}×, rounds ${b.ratioMin.toFixed(2)}–${b.ratioMax.toFixed(2)}×; ${b.writes} writes)`,
      );
    }
  }
  if (results.booking) {
    const { bookings, concurrency, hold, pay, total } = results.booking;
    console.log(`\nBooking latency, ms (${bookings} bookings, ${concurrency} at once: hold, then pay in three steps)`);
    console.table([
      { step: 'POST /api/holds', p50: hold.p50, p99: hold.p99 },
      { step: 'POST /api/bookings (pay the hold)', p50: pay.p50, p99: pay.p99 },
      { step: 'hold → paid', p50: total.p50, p99: total.p99 },
    ]);
  }
  if (results.checkins) printCheckins(results.checkins);
  if (results.proof) printProof(results.proof);
}

function printFirstClicks(clicks: FirstClickFigures[], floors: LoadFigures[] = []): void {
  const floor = floors.find((f) => f.profile === 'slow-mobile' && f.page === FLOOR_PAGE);
  console.log(
    `\nFirst paint to first working click, slow phone (the page's control clicked at its first contentful paint; ms to the click's effect, median of ${clicks[0]?.runs ?? 0})`,
  );
  console.table(
    clicks.map((c) => ({
      page: c.page,
      'paint → effect': c.lost ? `lost in ${c.lost}` : ms(c.paintToEffect),
      'min–max': c.lost ? '' : `${ms(c.min)}–${ms(c.max)}`,
      'floor LCP': floor ? ms(floor.lcp) : '',
      '× floor LCP': floor && !c.lost ? (c.paintToEffect / floor.lcp).toFixed(2) : '',
    })),
  );
  for (const c of clicks.filter((click) => click.lostWaiting)) console.log(`${c.page}, a lost click: ${c.lostWaiting}`);
  console.log('Controls clicked (firstClickControls.ts):');
  for (const control of new Set(clicks.map((c) => `${c.page.replace(/^\/ar/, '')}: ${c.control}`)))
    console.log(`- ${control}`);
}

function printProof({ profile, maxnumber, runs, medianMs, worstCaseMs, longestTaskMs }: ProofFigures): void {
  console.log(`\nProof of work solved in the page, ${profile}, maxnumber ${maxnumber} (ms, median of ${runs})`);
  console.table([
    { 'random challenge': medianMs, 'whole range (worst case)': worstCaseMs, 'longest task': longestTaskMs },
  ]);
}

function printCheckins({ tickets, results, maxRps, p50, p99 }: CheckinFigures): void {
  console.log(
    `\nCheck-ins, POST /api/checkins with a provider key (${tickets} tickets, a new nonce per scan; ${checkinLabel(results)})`,
  );
  console.table([{ target: 'POST /api/checkins', 'max req/s': maxRps, p50, p99 }]);
}

export function writeResults(results: BenchResults, file = path.join(__dirname, 'results.json')): void {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), commit, machine, ...results }, null, 2));
}

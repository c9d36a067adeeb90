// `npm run bench`: one command, one report. Flags: --check (fail on a missed budget),
// --only=bundles,switch,loads,click,proof,lighthouse,ssr,api,checkins, --runs=N.
import '../shared/server/requireSupportedNode';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApi } from './apiLoad';
import { scratchPostgresForBench } from './postgres';
import { measureBookingLatency } from './bookingLatency';
import { measureCheckins } from './checkinLoad';
import { launchBrowser } from './browser';
import { missedBudgets } from './budgets';
import { measureBundles } from './bundles';
import { measureFirstClick } from './firstClick';
import { FIRST_CLICKS } from './firstClickControls';
import { jsByPackage } from './jsBreakdown';
import { runLighthouse } from './lighthouse';
import { measureLanguageSwitch } from './languageSwitch';
import { measureLoads, PROFILES, type Profile } from './pageLoads';
import { measureProofOfWork } from './proofOfWork';
import { ARABIC_DESKTOP_PAGES, BENCH_PAGES, LIGHTHOUSE_PAGES, WORKSPACE_PAGE } from './pages';
import { createBenchPartner } from './partnerAccount';
import { startReferenceServer } from './referenceServer';
import { FLOOR_PAGE } from './floor';
import type { Browser } from 'playwright-core';
import { printReport, writeResults, type BenchResults } from './report';
import { createBenchUser } from './session';
import { measureSsr } from './ssrLoad';
import { BENCH_OFFSET, builtFileOf, FRONTS, startBenchStack, type Front } from './stack';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}`))?.split('=')[1];
const sections = (flag('only') ?? 'bundles,switch,loads,click,proof,lighthouse,ssr,api,checkins').split(',');
// Only these need the built front ends; the API sections run against the data service alone.
const withFronts = ['bundles', 'switch', 'loads', 'click', 'lighthouse', 'ssr'].some((section) =>
  sections.includes(section),
);
const runs = Number(flag('runs') ?? 5);
const CEILING_PORT = 10_000 + BENCH_OFFSET + 99;
const FLOOR_PORT = 10_000 + BENCH_OFFSET + 98;

// Sign-in, booking, check-in and server rendering are benchmarked on purpose: lift their limits for this run only.
const LIFTED_LIMITS = {
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_IP: '1000000',
  BOOKING_LIMIT_PER_USER: '1000000',
  BOOKING_LIMIT_PER_IP: '1000000',
  HOLD_LIMIT_PER_USER: '1000000',
  HOLD_LIMIT_PER_IP: '1000000',
  POW_HELD_SHARE: '1',
  HELD_PLACES_PER_USER: '1000000',
  HELD_PLACES_PER_DEVICE: '1000000',
  HELD_PLACES_PER_IP: '1000000',
  HOLD_RENEWALS_PER_HOUR: '1000000',
  QUOTE_LIMIT_PER_CALLER: '1000000',
  QUOTE_LIMIT_PER_IP: '1000000',
  CHECKIN_LIMIT_PER_PROVIDER: '1000000',
  // The server-render figures are of renders: no page of the 20-connection run may go out as the browser's template.
  SERVER_RENDERS_AT_ONCE: '1000',
};

const isBuilt = (dir: string) => existsSync(path.join(__dirname, '..', dir, 'dist', 'index.html'));
// The API sections also measure the catalogue through the shell's /api proxy, the path browsers use, when it is built.
const apiFronts: readonly Front[] = isBuilt('shell') ? ['shell'] : [];

async function main() {
  const built = ['shell', 'mfe-catalog', 'mfe-map', 'mfe-account', 'mfe-checkout', 'mfe-partner'].every(isBuilt);
  if (withFronts && !built) throw new Error('Build first: npm run build');
  const stack = await startBenchStack(LIFTED_LIMITS, { fronts: withFronts ? FRONTS : apiFronts });
  const results: BenchResults = {};
  try {
    await createBenchUser(stack.apiOrigin);
    if (withFronts) await createBenchPartner(stack.apiOrigin, stack.dataDir);
    // A shell just started loads each remote's server container on the first page that shows one of its parts (past the
    // 300 ms budget on a busy machine, so that page's parts render in the browser): the figures are a running site's.
    if (withFronts)
      for (const page of [...BENCH_PAGES, ...ARABIC_DESKTOP_PAGES])
        await (await fetch(stack.origin + page.path)).text();
    if (['bundles', 'switch', 'loads', 'click', 'proof'].some((section) => sections.includes(section))) {
      const browser = await launchBrowser();
      try {
        if (sections.includes('bundles')) {
          results.bundles = [];
          const partnerOrigin = `http://localhost:${stack.ports.partner}`;
          for (const page of [...BENCH_PAGES, WORKSPACE_PAGE])
            results.bundles.push(await measureBundles(browser, stack.origin, page, partnerOrigin));
          const home = results.bundles.find((b) => b.page === '/home');
          if (home)
            results.homeJsByPackage =
              jsByPackage(home.scripts.map((script) => builtFileOf(script.url, stack.ports))) ?? undefined;
        }
        if (sections.includes('switch'))
          results.languageSwitch = await measureLanguageSwitch(browser, stack.origin, runs);
        if (sections.includes('loads')) {
          results.loads = [];
          results.loadFloor = await measureFloor(browser, PROFILES);
          for (const profile of PROFILES) {
            const pages =
              profile.name === 'desktop'
                ? [...BENCH_PAGES.filter((p) => p.desktop), ...ARABIC_DESKTOP_PAGES]
                : BENCH_PAGES;
            for (const page of pages) {
              results.loads.push(await measureLoads(browser, stack.origin, page, profile, runs));
              console.log(`measured ${page.path} (${profile.name})`);
            }
          }
        }
        if (sections.includes('click')) {
          const slowPhone = PROFILES.find((profile) => profile.name === 'slow-mobile')!;
          // The budget is against the floor's LCP on the slow phone: measured here unless the loads section did.
          if (!results.loadFloor?.some((floor) => floor.profile === slowPhone.name))
            results.loadFloor = [...(results.loadFloor ?? []), ...(await measureFloor(browser, [slowPhone]))];
          results.firstClicks = [];
          for (const row of FIRST_CLICKS)
            for (const path of [row.path, `/ar${row.path}`]) {
              results.firstClicks.push(await measureFirstClick(browser, stack.origin, path, row, slowPhone, runs));
              console.log(`measured the first click on ${path}`);
            }
        }
        if (sections.includes('proof')) results.proof = await measureProofOfWork(browser, runs);
      } finally {
        await browser.close();
      }
    }
    if (sections.includes('lighthouse')) {
      results.lighthouse = [];
      for (const page of LIGHTHOUSE_PAGES) results.lighthouse.push(await runLighthouse(stack.origin + page, page));
    }
    if (sections.includes('ssr')) results.ssr = await measureSsr(stack.origin, stack.apiOrigin);
    if (sections.includes('api')) {
      results.api = [await measureApi(stack.apiOrigin, CEILING_PORT, 'PGlite', stack.shellOrigin)];
      results.booking = await measureBookingLatency(stack.apiOrigin);
    }
    if (sections.includes('checkins')) results.checkins = await measureCheckins(stack.apiOrigin, stack.dataDir);
  } finally {
    await stack.stop();
  }
  if (sections.includes('api')) {
    const api = await measureApiOnPostgres();
    if (api) results.api?.push(api);
  }
  printReport(results);
  writeResults(results);
  const missed = missedBudgets(results);
  if (missed.length) console.log(`\nBudgets missed:\n- ${missed.join('\n- ')}`);
  else console.log('\nAll budgets met.');
  if (args.includes('--check') && missed.length) process.exitCode = 1;
}

/** The floor page (a heading and one image) on each profile, for the page budgets judged against it. */
async function measureFloor(browser: Browser, profiles: Profile[]) {
  const stopFloor = await startReferenceServer('floorServer.ts', FLOOR_PORT, '/');
  try {
    const floor = [];
    for (const profile of profiles) {
      const figures = await measureLoads(
        browser,
        `http://127.0.0.1:${FLOOR_PORT}`,
        { path: '/', ready: 'h1' },
        profile,
        runs,
      );
      floor.push({ ...figures, page: FLOOR_PAGE });
    }
    return floor;
  } finally {
    stopFloor();
  }
}

/** The API section again with PostgreSQL (a database of its own, dropped after), when 127.0.0.1:5432 answers. */
async function measureApiOnPostgres() {
  const scratch = await scratchPostgresForBench();
  if (!scratch) {
    console.log('No PostgreSQL on 127.0.0.1:5432 (or DATABASE_URL): the API was measured on PGlite only.');
    return undefined;
  }
  try {
    const stack = await startBenchStack({ ...LIFTED_LIMITS, DATABASE_URL: scratch.url }, { fronts: apiFronts });
    try {
      await createBenchUser(stack.apiOrigin);
      if (withFronts) await createBenchPartner(stack.apiOrigin, stack.dataDir);
      return await measureApi(stack.apiOrigin, CEILING_PORT, 'PostgreSQL', stack.shellOrigin);
    } finally {
      await stack.stop();
    }
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

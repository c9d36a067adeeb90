// How long the page takes to solve the service's proof-of-work challenge (428 PROOF_OF_WORK_REQUIRED) on the slow
// phone (4× CPU slowdown): the platform's solver (shared/platform/src/api/solvedProof.ts, on altcha-lib's ES build) in
// Chromium, against challenges made by the same library at the shipped difficulty. Also the page's longest task
// meanwhile: the solve must leave the page responsive.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { median } from './median';
import { PROFILES } from './pageLoads';

/** The API's default POW_MAX_NUMBER (api/src/config.ts): the difficulty travellers meet. */
export const SHIPPED_MAXNUMBER = 50_000;

export interface ProofFigures {
  profile: string;
  maxnumber: number;
  runs: number;
  /** Median solve of random challenges (the secret number anywhere up to maxnumber), ms. */
  medianMs: number;
  /** The whole search: the secret number is maxnumber itself, ms (median of the runs). */
  worstCaseMs: number;
  /** The page's longest main-thread task while solving, ms (0 when no task passed 50 ms). */
  longestTaskMs: number;
}

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
type SolvedProof = (challenge: Challenge) => Promise<string | undefined>;

// The platform's dependency, resolved from the platform (bench has none of its own).
const platformRequire = createRequire(path.join(__dirname, '../shared/platform/package.json'));
const altchaV1 = platformRequire('altcha-lib/v1') as {
  createChallenge: (options: { hmacKey: string; maxnumber: number; number?: number }) => Promise<Challenge>;
};
// The browser loads the ES build beside the CommonJS one Node resolved.
const ESM_DIR = path.join(path.dirname(platformRequire.resolve('altcha-lib/v1')), '../../esm/v1');
// Web Crypto needs a secure context: localhost is one (nothing listens there, the page's files are routed).
const ORIGIN = 'http://localhost:9';
const SOLVER = path.join(__dirname, '../shared/platform/src/api/solvedProof.ts');
// The solver's one import, altcha-lib/v1, named for the browser.
const PAGE = `<!doctype html><title>proof</title>
<script type="importmap">{ "imports": { "altcha-lib/v1": "/v1/index.js" } }</script>`;

function solverModule(): string {
  const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
  return ts.transpileModule(readFileSync(SOLVER, 'utf8'), { compilerOptions: options }).outputText;
}

async function solveInPage(page: Page, number?: number): Promise<number> {
  const challenge = await altchaV1.createChallenge({ hmacKey: 'bench', maxnumber: SHIPPED_MAXNUMBER, number });
  const solved = await page.evaluate(async (c) => {
    const { solvedProof } = (await import(`${location.origin}/solvedProof.js`)) as { solvedProof: SolvedProof };
    const start = performance.now();
    const proof = await solvedProof(c);
    return { proof, ms: performance.now() - start };
  }, challenge);
  if (!solved.proof) throw new Error('the bench challenge was not solved');
  return solved.ms;
}

export async function measureProofOfWork(browser: Browser, runs: number): Promise<ProofFigures> {
  const profile = PROFILES.find((p) => p.name === 'slow-mobile')!;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (pathname === '/solvedProof.js')
        return route.fulfill({ contentType: 'text/javascript', body: solverModule() });
      const file = path.join(ESM_DIR, path.basename(pathname));
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file, 'utf8') });
    });
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(() => {
      const tasks: number[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await solveInPage(page); // warm: the modules load and Web Crypto starts
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
    const random: number[] = [];
    const worst: number[] = [];
    for (let run = 0; run < runs; run++) {
      random.push(await solveInPage(page));
      worst.push(await solveInPage(page, SHIPPED_MAXNUMBER));
    }
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    return {
      profile: profile.name,
      maxnumber: SHIPPED_MAXNUMBER,
      runs,
      medianMs: Math.round(median(random)),
      worstCaseMs: Math.round(median(worst)),
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    };
  } finally {
    await context.close();
  }
}

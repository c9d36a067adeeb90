// Lighthouse (npm package) against Debian's Chromium: performance, accessibility and SEO scores (0–100), and for each
// category below 100 the audits that cost it points, so the figure says what to fix.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** 0–100; audits that only inform (no score) are not listed. */
  score: number;
  /** What Lighthouse displays for it, e.g. "1.2 s" for a metric. */
  displayValue?: string;
}

/** One of the page's longest main-thread tasks, in Lighthouse's simulated time (4× CPU slowdown). */
export interface LongTask {
  /** The script the task is attributed to, or "Unattributable" (style, layout, parsing). */
  url: string;
  startMs: number;
  durationMs: number;
}

export interface LighthouseFigures extends Record<Category, number> {
  page: string;
  /** Every run's performance score; the figures are the median run's. */
  performanceRuns: number[];
  failing: FailingAudit[];
  /** The median run's total blocking time (simulated ms, 4× CPU slowdown): a budget of its own. */
  totalBlockingTimeMs: number;
  /** The longest tasks when total blocking time cost points: what to shorten first. */
  longestTasks: LongTask[];
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster). Its 4× slowdown is applied to whatever the machine
   * is, so scores from machines of different indexes are not comparable.
   */
  benchmarkIndex: number;
}

/** Long tasks listed per page whose total blocking time cost points. */
const LONGEST_TASKS = 5;

/**
 * Runs of each page; the report is Lighthouse's own median run of them (computeMedianRun: the run nearest the median
 * first contentful paint and time to interactive). One run's score moved by up to 13 points on one machine and build.
 */
const RUNS = 3;

/** Failed recordings (e.g. NO_NAVSTART: "run Lighthouse again") tolerated per page before giving up. */
const FAILED_RECORDINGS = 3;

/** A run whose trace failed to record scores nothing: it is run again, not counted as a 0. */
export async function runLighthouse(url: string, page: string): Promise<LighthouseFigures> {
  const runs: Awaited<ReturnType<typeof lighthouseReport>>[] = [];
  for (let failed = 0; runs.length < RUNS;) {
    const lhr = await lighthouseReport(url);
    if (!lhr.runtimeError) {
      runs.push(lhr);
      continue;
    }
    if (++failed === FAILED_RECORDINGS)
      throw new Error(
        `Lighthouse failed on ${url} ${failed} times: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    console.log(`Lighthouse on ${page}: ${lhr.runtimeError.code}, running it again`);
  }
  // Its types name Lighthouse's global LH namespace, which this project does not load: typed here by what it does.
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: <Run>(runs: Run[]) => Run;
  };
  return figuresOf(
    computeMedianRun(runs),
    page,
    runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
  );
}

async function lighthouseReport(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(
  lhr: Awaited<ReturnType<typeof lighthouseReport>>,
  page: string,
  performanceRuns: number[],
): LighthouseFigures {
  const { categories, audits } = lhr;
  const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    if (score(category) === 100) continue;
    // Only audits that weigh in the score: a metric or check that scores below 1 cost the category points.
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100),
        displayValue: audit.displayValue,
      });
    }
  }
  const tasks = (
    (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)
      ?.items ?? []
  )
    .map((task) => ({ url: task.url, startMs: Math.round(task.startTime), durationMs: Math.round(task.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs);
  const longestTasks = (audits['total-blocking-time']?.score ?? 1) < 1 ? tasks.slice(0, LONGEST_TASKS) : [];
  return {
    page,
    performance: score('performance'),
    performanceRuns,
    accessibility: score('accessibility'),
    seo: score('seo'),
    failing,
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    longestTasks,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

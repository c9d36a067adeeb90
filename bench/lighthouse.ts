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
  failing: FailingAudit[];
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

/** Lighthouse runs of a page before giving up on one that each fail to record (it says "run Lighthouse again"). */
const ATTEMPTS = 3;

/** A run whose trace failed to record (e.g. NO_NAVSTART) scores nothing: it is run again, not reported as a 0. */
export async function runLighthouse(url: string, page: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseReport(url);
    if (!lhr.runtimeError) return figuresOf(lhr, page);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`Lighthouse on ${page}: ${lhr.runtimeError.code}, running it again`);
  }
}

async function lighthouseReport(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Awaited<ReturnType<typeof lighthouseReport>>, page: string): LighthouseFigures {
  const { categories, audits } = lhr;
  const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    if (score(category) === 100) continue;
    // Only audits that weigh in the score: a metric or check that scores below 1 cost the category points.
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({ category, id: audit.id, title: audit.title, score: Math.round(audit.score * 100), displayValue: audit.displayValue });
    }
  }
  const tasks = ((audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [])
    .map((task) => ({ url: task.url, startMs: Math.round(task.startTime), durationMs: Math.round(task.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs);
  const longestTasks = (audits['total-blocking-time']?.score ?? 1) < 1 ? tasks.slice(0, LONGEST_TASKS) : [];
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    failing,
    longestTasks,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

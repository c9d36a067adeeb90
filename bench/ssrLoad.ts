// Server rendering throughput: autocannon against the stack's one shell process, pages/s at the max rate and
// p50/p99 at half of it, beside the API's GET /api/events/:id for the same event measured the same way in the same run.
// Each page is measured as served (the shell's page cache answers a page whose data is unchanged, after fetching that
// data) and /eventdetails/5 also rendered every time (a new query string each request: what a render costs). Only
// server-rendered answers count as pages: under load the shell may shed a render and send the template the browser
// fills in (a 200 too), and those are counted apart.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SSR_PAGES } from './pages';

export interface SsrFigures {
  target: string;
  maxRps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx during the max-rate run: a page that errors is not a page served. */
  non2xx: number;
  /** Pages answered with the browser-rendered template during the max-rate run (the shell shed their render). */
  shed?: number;
  /** Whether the HTML already holds the page's heading (server-rendered) or is the empty shell the browser fills in. */
  serverRendered?: boolean;
  /** gzip bytes of one answer: what each page costs the wire. */
  bytes?: number;
}

// A details page's URL id is a position in the list; the API's record id is one more (recordIdFromEventId in
// @kemet/ui).
const EVENT_5_RECORD_ID = 6;
const DURATION_S = Number(process.env.BENCH_SSR_SECONDS ?? 5);
// What a browser's navigation sends: the server renders HTML for it, compressed as the browser accepts.
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

const serverRendered = (html: string | Buffer | undefined) => /<h1[\s>]/.test(String(html ?? ''));

interface Options {
  everyTimeNew?: boolean;
  /** A page: an answer without its heading is a shed render, not a page served. */
  page?: boolean;
}

function run(
  url: string,
  headers: Record<string, string>,
  connections: number,
  overallRate: number | undefined,
  options: Options,
) {
  let n = 0;
  const setupRequest = (request: autocannon.Request) => ({ ...request, path: `${new URL(url).pathname}?bench=${n++}` });
  const requests = options.everyTimeNew ? [{ setupRequest }] : undefined;
  const verifyBody = options.page ? serverRendered : undefined;
  return autocannon({ url, headers, connections, duration: DURATION_S, overallRate, requests, verifyBody });
}

async function measure(
  target: string,
  url: string,
  headers: Record<string, string> = {},
  options: Options = {},
): Promise<SsrFigures> {
  const max = await run(url, headers, 20, undefined, options);
  // Pages/s counts only what was served rendered: the max-rate run's answers less its shed ones, over its duration.
  const served = options.page ? (max.requests.total - max.mismatches) / max.duration : max.requests.average;
  const half = await run(url, headers, 10, Math.max(1, Math.floor(served / 2)), options);
  const figures = {
    target,
    maxRps: Math.round(served),
    p50: half.latency.p50,
    p99: half.latency.p99,
    non2xx: max.non2xx,
  };
  return options.page ? { ...figures, shed: max.mismatches } : figures;
}

async function peek(url: string): Promise<{ serverRendered: boolean; bytes: number }> {
  const response = await fetch(url, { headers: { accept: PAGE_HEADERS.accept } });
  const html = await response.text();
  return { serverRendered: serverRendered(html), bytes: gzipSync(html).length };
}

export async function measureSsr(shellOrigin: string, apiOrigin: string): Promise<SsrFigures[]> {
  const rows: SsrFigures[] = [];
  for (const page of SSR_PAGES) {
    const url = shellOrigin + page;
    rows.push({ ...(await measure(`shell GET ${page}`, url, PAGE_HEADERS, { page: true })), ...(await peek(url)) });
    if (page === '/eventdetails/5') {
      rows.push(
        await measure(`shell GET ${page}, rendered every time`, url, PAGE_HEADERS, { page: true, everyTimeNew: true }),
      );
      // The same event as the API serves it: the data the page's render needs, at the API's own speed.
      rows.push(await measure('api GET /api/events/:id', `${apiOrigin}/api/events/${EVENT_5_RECORD_ID}`));
    }
  }
  return rows;
}

// API throughput and latency with autocannon on loopback, each compared with a plain Fastify route (the ceiling)
// measured in the same run. Catalogue reads are measured with the catalogue cache in front of the database, so a
// mode's figures show what a cache hit costs; then reads at a quarter of their max rate, quiet and beside a burst of
// sign-ins (CPU: argon2) and a burst of bookings (writes that change the read experience's places left), in
// alternating rounds.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import type { Availability } from '../shared/contract/src/types';
import { SEARCH, THROUGH_SHELL } from './budgets';
import { median } from './median';
import { startReferenceServer } from './referenceServer';
import { BENCH_USER } from './session';

export interface ApiFigures {
  target: string;
  maxRps: number;
  p50: number;
  p99: number;
  rpsRatio: number;
}

export interface BurstFigures {
  target: string;
  rate: number;
  /** Medians over the rounds. */
  quietP99: number;
  burstP99: number;
  /** The median of the rounds' ratios (burst p99 / quiet p99), and their range. */
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  rounds: number;
  /** Writes (sign-ins, or holds + bookings + cancellations) done during the bursts. */
  writes: number;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
/** The experience read during the booking burst is the one booked: the worst case for its cached answers. */
const BOOKED_TOUR = 3;
const BOOKING_WORKERS = 4;
/**
 * Quiet and burst measurements alternate this many times: one 5-second p99 of about 1 ms moves from one round to the
 * next with the same code on this shared machine.
 */
const BURST_ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 3);

function run(target: Target, options: { connections: number; overallRate?: number; duration?: number }) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    connections: options.connections,
    duration: options.duration ?? DURATION_S,
    overallRate: options.overallRate,
  });
}

async function measure(target: Target, connections = 50) {
  const max = await run(target, { connections });
  const fixed = await run(target, {
    connections: Math.min(connections, 20),
    overallRate: Math.max(1, Math.floor(max.requests.average / 2)),
  });
  return {
    target: target.name,
    maxRps: Math.round(max.requests.average),
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    non2xx: max.non2xx,
  };
}

async function signedInCookie(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('kemet_session'));
  if (response.status !== 200 || !cookie) throw new Error(`bench sign-in answered ${response.status}`);
  return cookie;
}

/**
 * Books BOOKED_TOUR until stop() is called: each worker holds one place on a session of its own, pays it and cancels
 * the booking (places back), so the run never sells out and every step changes places left. Returns the writes done.
 */
async function bookingBurst(apiOrigin: string): Promise<{ stop(): Promise<number> }> {
  const headers = { 'content-type': 'application/json', cookie: await signedInCookie(apiOrigin) };
  const calendar = (await (await fetch(`${apiOrigin}/api/events/${BOOKED_TOUR}/availability`)).json()) as Availability;
  // The latest sessions of the range: far from their free-cancellation deadline.
  const sessions = calendar.days
    .flatMap((day) => day.sessions)
    .filter((session) => session.bookable)
    .slice(-BOOKING_WORKERS);
  const categoryId = calendar.categories[0]?.id;
  if (sessions.length < BOOKING_WORKERS || categoryId === undefined)
    throw new Error('the bench tour has too few bookable sessions');
  let running = true;
  let writes = 0;
  const post = async (url: string, body: unknown, expected: number, extra: Record<string, string> = {}) => {
    const response = await fetch(`${apiOrigin}${url}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    if (response.status !== expected)
      throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
    writes++;
    return (await response.json()) as Record<string, { id: string | number }>;
  };
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const { hold } = await post(
        '/api/holds',
        { sessionId: sessions[n]!.id, tickets: [{ categoryId, quantity: 1 }] },
        201,
      );
      const payment = { cardLast4: '4242', cvc: '123' };
      const { booking } = await post('/api/bookings', { holdId: hold!.id, payment }, 201, {
        'idempotency-key': `burst-${Date.now()}-${n}-${i}`,
      });
      await post(`/api/bookings/${booking!.id}/cancel`, {}, 200);
    }
  };
  const done = Promise.all(Array.from({ length: BOOKING_WORKERS }, (_, n) => worker(n)));
  // A failed step is reported by stop(), so the run ends through its finally blocks (the ceiling and stack stopped)
  // instead of crashing on an unhandled rejection while the reads are measured.
  done.catch(() => {});
  return {
    async stop() {
      running = false;
      await done;
      return writes;
    },
  };
}

/** The p99 in ms, to the microsecond, of GET `target` at `rate` for DURATION_S, timed by a process of its own. */
async function readP99(target: Target, rate: number): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    path.join(__dirname, 'readClient.ts'),
    target.url,
    String(rate),
    String(DURATION_S),
  ]);
  const { p99, non2xx } = JSON.parse(stdout) as { p99: number; non2xx: number };
  if (non2xx > 0) throw new Error(`${target.name} answered ${non2xx} non-2xx during the burst measurement`);
  return p99;
}

/** The p99 of reads of `target` at `rate`, quiet, then while `burst` runs beside them, in BURST_ROUNDS rounds. */
async function readsDuring(
  target: Target,
  rate: number,
  burst: () => Promise<{ stop(): Promise<number> }>,
): Promise<BurstFigures> {
  const rounds: { quiet: number; busy: number }[] = [];
  let writes = 0;
  for (let round = 0; round < BURST_ROUNDS; round++) {
    const quiet = await readP99(target, rate);
    const writer = await burst();
    const busy = await readP99(target, rate);
    writes += await writer.stop();
    rounds.push({ quiet, busy });
  }
  const ratios = rounds.map(({ quiet, busy }) => busy / quiet);
  return {
    target: target.name,
    rate,
    quietP99: median(rounds.map((r) => r.quiet)),
    burstP99: median(rounds.map((r) => r.busy)),
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    rounds: rounds.length,
    writes,
  };
}

/** A family's search for three days a week ahead (docs/product/search.md), the same every request. */
function searchTarget(apiOrigin: string): Target {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { name: SEARCH, url: `${apiOrigin}/api/search?from=${day(7)}&to=${day(10)}&adults=2&children=1` };
}

/** shellOrigin: when the shell runs, the catalogue list is also read through its /api proxy, as browsers read it. */
export async function measureApi(apiOrigin: string, ceilingPort: number, mode: string, shellOrigin?: string) {
  const stopCeiling = await startReferenceServer('ceilingServer.ts', ceilingPort, '/hello');
  try {
    const ceiling = await measure({ name: 'fastify hello (ceiling)', url: `http://127.0.0.1:${ceilingPort}/hello` });
    const list = { name: 'GET /api/events', url: `${apiOrigin}/api/events` };
    const one = { name: 'GET /api/events/:id', url: `${apiOrigin}/api/events/${BOOKED_TOUR}` };
    // A tour's calendar as the details page asks for it: the default 42 days from today.
    const calendar = {
      name: 'GET /api/events/:id/availability',
      url: `${apiOrigin}/api/events/${BOOKED_TOUR}/availability`,
    };
    const signIn: Target = {
      name: 'POST /api/sessions (argon2id)',
      url: `${apiOrigin}/api/sessions`,
      method: 'POST',
      body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
    };
    const rows = [ceiling, await measure(list), await measure(one), await measure(signIn, 8), await measure(calendar)];
    if (shellOrigin) rows.push(await measure({ name: THROUGH_SHELL, url: `${shellOrigin}/api/events` }));
    rows.push(await measure(searchTarget(apiOrigin)));
    const figures: ApiFigures[] = rows.map((row) => ({
      target: row.target,
      maxRps: row.maxRps,
      p50: row.p50,
      p99: row.p99,
      rpsRatio: row.maxRps / ceiling.maxRps,
    }));

    // Bursts must not slow catalogue reads beyond 2× their quiet p99.
    const signInBurst = await readsDuring(list, Math.max(1, Math.floor(rows[1]!.maxRps / 4)), async () => {
      // Longer than the reads, whose client needs a moment to start.
      const burst = run(signIn, { connections: 16, duration: DURATION_S + 2 });
      return { stop: async () => (await burst).requests.total };
    });
    const bookingBurstFigures = await readsDuring(one, Math.max(1, Math.floor(rows[2]!.maxRps / 4)), () =>
      bookingBurst(apiOrigin),
    );
    return { mode, figures, bursts: { signIn: signInBurst, booking: bookingBurstFigures } };
  } finally {
    stopCeiling();
  }
}

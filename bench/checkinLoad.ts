// Check-in throughput and latency (POST /api/checkins with a seeded provider key): tickets bought in the bench, each
// request a new scan (its own nonce) of one of them, so after the first pass they are mostly already_used.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { Availability, BookingTickets, CheckinResult, Hold } from '../shared/contract/src/types';
import { BENCH_USER } from './session';

export interface CheckinFigures {
  tickets: number;
  /** What the scans answered, by result: the label of the figures. */
  results: Partial<Record<CheckinResult, number>>;
  maxRps: number;
  p50: number;
  p99: number;
}

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const BOOKINGS = 5;
const TICKETS_PER_BOOKING = 4;
const HOUR_MS = 3_600_000;

async function json<T>(response: Response, expected: number, what: string): Promise<T> {
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  await json(response, 200, 'bench sign-in');
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('kemet_session'));
  if (!cookie) throw new Error('bench sign-in set no session cookie');
  return cookie;
}

/**
 * The bookable tour session to buy tickets for: one whose check-in window (from 3 h before its start) is open now when
 * a tour has one, so the first scans are real check-ins; else the soonest (its scans then answer not_today).
 */
async function sessionToBook(apiOrigin: string): Promise<{ sessionId: number; categoryId: number }> {
  const page = await json<{ items: { id: number; kind: string }[] }>(
    await fetch(`${apiOrigin}/api/events?pageSize=50`),
    200,
    'GET /api/events',
  );
  const candidates: { sessionId: number; categoryId: number; startsAt: number }[] = [];
  for (const tour of page.items.filter((item) => item.kind === 'tour')) {
    const availability = await json<Availability>(
      await fetch(`${apiOrigin}/api/events/${tour.id}/availability`),
      200,
      'availability',
    );
    const categoryId = availability.categories.find((c) => c.takesPlace)?.id;
    if (categoryId === undefined) continue;
    for (const session of availability.days.flatMap((d) => d.sessions)) {
      if (session.bookable && session.placesLeft >= BOOKINGS * TICKETS_PER_BOOKING) {
        candidates.push({ sessionId: session.id, categoryId, startsAt: Date.parse(session.startsAt) });
      }
    }
  }
  candidates.sort((a, b) => a.startsAt - b.startsAt);
  const chosen = candidates.find((c) => c.startsAt - 3 * HOUR_MS <= Date.now()) ?? candidates[0];
  if (!chosen) throw new Error('no bookable tour session for the check-in bench');
  return chosen;
}

/** Buys the bench's tickets and returns their tokens and the provider they are for. */
async function buyTickets(apiOrigin: string): Promise<{ tokens: string[]; provider: string }> {
  const cookie = await signIn(apiOrigin);
  const headers = { 'content-type': 'application/json', cookie };
  const { sessionId, categoryId } = await sessionToBook(apiOrigin);
  const tokens: string[] = [];
  let provider = '';
  for (let n = 0; n < BOOKINGS; n++) {
    const { hold } = await json<{ hold: Hold }>(
      await fetch(`${apiOrigin}/api/holds`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sessionId, tickets: [{ categoryId, quantity: TICKETS_PER_BOOKING }] }),
      }),
      201,
      'POST /api/holds',
    );
    const { booking } = await json<{ booking: { reference: string } }>(
      await fetch(`${apiOrigin}/api/bookings`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `bench-checkin-${Date.now()}-${n}` },
        body: JSON.stringify({ holdId: hold.id, payment: { cardLast4: '4242', cvc: '123' } }),
      }),
      201,
      'POST /api/bookings',
    );
    const page = await json<BookingTickets>(
      await fetch(`${apiOrigin}/api/bookings/${booking.reference}`, { headers }),
      200,
      'GET /api/bookings/:reference',
    );
    provider = page.provider.name;
    for (const ticket of page.tickets) if (ticket.token) tokens.push(ticket.token);
  }
  return { tokens, provider };
}

/** The provider's key from provider-keys.json, which the API wrote into its data directory at first start. */
function seededKey(dataDir: string, provider: string): string {
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'provider-keys.json'), 'utf8')) as {
    provider: string;
    key: string;
  }[];
  const found = keys.find((k) => k.provider === provider);
  if (!found) throw new Error(`provider-keys.json has no key for ${provider}`);
  return found.key;
}

export async function measureCheckins(apiOrigin: string, dataDir: string): Promise<CheckinFigures> {
  const { tokens, provider } = await buyTickets(apiOrigin);
  const key = seededKey(dataDir, provider);
  const results: Partial<Record<CheckinResult, number>> = {};
  let next = 0;
  const scans = (options: { connections: number; overallRate?: number }) =>
    autocannon({
      url: `${apiOrigin}/api/checkins`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      connections: options.connections,
      overallRate: options.overallRate,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              token: tokens[next++ % tokens.length],
              nonce: randomBytes(12).toString('base64url'),
            }),
          }),
          onResponse: (status, body) => {
            const result = status === 200 ? (JSON.parse(body) as { result: CheckinResult }).result : undefined;
            if (result) results[result] = (results[result] ?? 0) + 1;
          },
        },
      ],
    });
  const max = await scans({ connections: 20 });
  if (max.non2xx > 0) throw new Error(`${max.non2xx} check-ins did not answer 200`);
  const fixed = await scans({ connections: 10, overallRate: Math.max(1, Math.floor(max.requests.average / 2)) });
  return {
    tickets: tokens.length,
    results,
    maxRps: Math.round(max.requests.average),
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
  };
}

/** "mostly already_used: 99% already_used, 1% valid" — what the figures measured. */
export function checkinLabel(results: CheckinFigures['results']): string {
  const total = Object.values(results).reduce((sum, n) => sum + (n ?? 0), 0);
  const shares = Object.entries(results)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([result, n]) => `${((100 * (n ?? 0)) / Math.max(1, total)).toFixed(1)}% ${result}`);
  return `${total} scans: ${shares.join(', ')}`;
}

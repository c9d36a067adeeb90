// Booking latency through the three steps (api/README.md, Bookings): hold the places, then pay the hold (claim and
// pending booking, charge, confirmation). One place per booking on a tour's bookable sessions, a few bookings at once.
import type { Availability, Hold } from '../shared/contract/src/types';
import { BENCH_USER } from './session';

export interface BookingLatency {
  bookings: number;
  concurrency: number;
  hold: { p50: number; p99: number };
  pay: { p50: number; p99: number };
  total: { p50: number; p99: number };
}

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);
const CONCURRENCY = 4;
// A tour: sessions twice a day for 90 days, so the run never runs out of places.
const TOUR_ID = 1;
const PER_SESSION = 10;

function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 };
}

async function json<T>(response: Response, expected: number, what: string): Promise<T> {
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function measureBookingLatency(apiOrigin: string): Promise<BookingLatency> {
  const signIn = await fetch(`${apiOrigin}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  await json(signIn, 200, 'bench sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('kemet_session'));
  if (!cookie) throw new Error('bench sign-in set no session cookie');
  const availability = await json<Availability>(
    await fetch(`${apiOrigin}/api/events/${TOUR_ID}/availability`),
    200,
    'availability',
  );
  const sessions = availability.days
    .flatMap((d) => d.sessions)
    .filter((s) => s.bookable && s.placesLeft >= PER_SESSION)
    .map((s) => s.id);
  if (sessions.length * PER_SESSION < BOOKINGS)
    throw new Error(`only ${sessions.length} bookable sessions for ${BOOKINGS} bookings`);
  const categoryId = availability.categories[0]?.id;
  if (categoryId === undefined) throw new Error('the bench tour sells no ticket category');
  const headers = { 'content-type': 'application/json', cookie };
  const hold: number[] = [];
  const pay: number[] = [];
  const total: number[] = [];
  // Each worker books its own sessions: a traveller's new hold on a session releases their unpaid one there.
  const run = async (worker: number) => {
    const own = sessions.filter((_, i) => i % CONCURRENCY === worker);
    for (let n = 0; n < BOOKINGS / CONCURRENCY; n++) {
      const sessionId = own[Math.floor(n / PER_SESSION)];
      const started = performance.now();
      const held = await json<{ hold: Hold }>(
        await fetch(`${apiOrigin}/api/holds`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ sessionId, tickets: [{ categoryId, quantity: 1 }] }),
        }),
        201,
        'POST /api/holds',
      );
      const heldAt = performance.now();
      await json<unknown>(
        await fetch(`${apiOrigin}/api/bookings`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `bench-${Date.now()}-${worker}-${n}` },
          body: JSON.stringify({ holdId: held.hold.id, payment: { cardLast4: '4242', cvc: '123' } }),
        }),
        201,
        'POST /api/bookings',
      );
      const paidAt = performance.now();
      hold.push(heldAt - started);
      pay.push(paidAt - heldAt);
      total.push(paidAt - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => run(worker)));
  return {
    bookings: BOOKINGS,
    concurrency: CONCURRENCY,
    hold: percentiles(hold),
    pay: percentiles(pay),
    total: percentiles(total),
  };
}

// What the catalogue cache tests read and write: places left as the three catalogue answers show them, a hold, a
// booking's card and key, and a poll for what another instance shows within a bound.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { call, post } from './helpers.js';
import type { Fixture } from './sessionFixtures.js';

export const card = { cardLast4: '4242', cvc: '123' };
let keyN = 0;
export const idempotencyKey = () => `cache-${Date.now()}-${keyN++}`;

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url, headers });
export const placesOf = async (app: FastifyInstance, id: number) =>
  (await get(app, `/api/events/${id}`)).json().ticketsCount as number;
/** A read of the experience's places left, and whether the cache's memory answered it (not the database). */
export async function readPlaces(app: FastifyInstance, id: number): Promise<{ places: number; fromMemory: boolean }> {
  const hits = app.ctx.catalogCache.hits;
  const places = await placesOf(app, id);
  return { places, fromMemory: app.ctx.catalogCache.hits > hits };
}
/** 1 when a read of the experience was served from the cache's memory, 0 when it read the database. */
export const hitsOfRead = async (app: FastifyInstance, id: number) => Number((await readPlaces(app, id)).fromMemory);
export const listedPlacesOf = async (app: FastifyInstance, id: number) =>
  ((await get(app, '/api/events?pageSize=50')).json().items as { id: number; ticketsCount: number }[]).find(
    (item) => item.id === id,
  )!.ticketsCount;
export const calendarPlacesOf = async (app: FastifyInstance, f: Fixture, session = 0) =>
  (
    (await get(app, `/api/events/${f.experienceId}/availability`)).json().days as {
      sessions: { id: number; placesLeft: number }[];
    }[]
  )
    .flatMap((day) => day.sessions)
    .find((s) => s.id === f.sessions[session])!.placesLeft;

export async function holdPlaces(
  app: FastifyInstance,
  cookie: string,
  f: Fixture,
  quantity: number,
  session = 0,
): Promise<string> {
  const res = await post(
    app,
    '/api/holds',
    { sessionId: f.sessions[session], tickets: [{ categoryId: f.categories.adult, quantity }] },
    { cookie },
  );
  assert.equal(res.statusCode, 201, res.body);
  return res.json().hold.id;
}

/**
 * Polls until read() answers `expected`, failing after `withinMs`. The bounds tested are 1 s; the 1.5 s given to
 * them leaves room for the polled reads themselves on a busy shared machine.
 */
export async function seenWithin(read: () => Promise<number>, expected: number, withinMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    const took = Date.now() - start;
    if (value === expected) return;
    assert.ok(took < withinMs, `still ${value} after ${took} ms, expected ${expected}`);
    await sleep(20);
  }
}

// Isolation of schedules and sessions: partner A naming partner B's listing, category or session gets exactly the
// answer of an id that does not exist, on every read and change; B's session, rules and categories are untouched, and
// A's Today and Sessions list show nothing of B's.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call } from './helpers.js';
import { get, twoPartners } from './partnerFixtures.js';
import { listingOf, sessionRow } from './partnerSessionFixtures.js';
import type { Partner } from './partnerFixtures.js';
import type { Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const UNKNOWN = 2_000_000_000;
let a: Partner;
let b: Partner;
let bListing: Fixture;

const rule = { weekday: 1, time: '09:00', durationMinutes: 60, capacity: 5, bookingCutoffMinutes: 0 };
const category = {
  code: 'senior',
  residency: 'any',
  label: 'Senior',
  minAge: 65,
  proof: 'passport',
  takesPlace: true,
  price: 5,
};
const requests = (experience: number, session: number, categoryId: number) =>
  [
    { method: 'GET', url: `/api/partner/experiences/${experience}/schedule` },
    { method: 'PUT', url: `/api/partner/experiences/${experience}/schedule/rules`, payload: { rules: [rule] } },
    {
      method: 'POST',
      url: `/api/partner/experiences/${experience}/sessions`,
      payload: { date: '2030-01-02', time: '10:00', durationMinutes: 60, capacity: 5 },
    },
    {
      method: 'POST',
      url: `/api/partner/experiences/${experience}/closures`,
      payload: { from: '2030-01-01', to: '2030-01-03', reason: 'Closed' },
    },
    { method: 'POST', url: `/api/partner/experiences/${experience}/categories`, payload: category },
    { method: 'PUT', url: `/api/partner/experiences/${experience}/categories/${categoryId}`, payload: category },
    { method: 'DELETE', url: `/api/partner/experiences/${experience}/categories/${categoryId}` },
    { method: 'GET', url: `/api/partner/sessions/${session}` },
    { method: 'PATCH', url: `/api/partner/sessions/${session}`, payload: { capacity: 1 } },
    { method: 'POST', url: `/api/partner/sessions/${session}/cancellation`, payload: { reason: 'Not yours' } },
    { method: 'GET', url: `/api/partner/sessions/${session}/manifest` },
    { method: 'GET', url: `/api/partner/sessions/${session}/manifest.csv` },
  ] as const;

const send = (
  cookie: string,
  r: { method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
) =>
  call(app, {
    method: r.method,
    url: r.url,
    headers: { cookie, ...(r.payload ? { 'content-type': 'application/json' } : {}) },
    ...(r.payload ? { payload: r.payload } : {}),
  });

describe("partner A and partner B's listings and sessions", () => {
  before(async () => {
    ({ a, b } = await twoPartners(app, database.db));
    bListing = await listingOf(database.db, b);
    await listingOf(database.db, a);
  });

  test("every read and change of B's ids answers A as an unknown id does: 404, same words", async () => {
    const unknown = requests(UNKNOWN, UNKNOWN, UNKNOWN);
    const bs = requests(bListing.experienceId, bListing.sessions[0], bListing.categories.adult);
    for (let i = 0; i < bs.length; i++) {
      const none = await send(a.owner.cookie, unknown[i]);
      const theirs = await send(a.owner.cookie, bs[i]);
      assert.equal(none.statusCode, 404, `${unknown[i].method} ${unknown[i].url}: ${none.body}`);
      assert.equal(theirs.statusCode, 404, `${bs[i].method} ${bs[i].url}: ${theirs.body}`);
      assert.deepEqual(theirs.json(), none.json(), bs[i].url);
    }
  });

  test("B's session, rules and categories are untouched; A's lists show nothing of B's", async () => {
    const session = await sessionRow(database.db, bListing.sessions[0]);
    assert.deepEqual([session.status, session.capacity], ['open', 20]);
    const schedule = (
      await get(app, `/api/partner/experiences/${bListing.experienceId}/schedule`, b.owner.cookie)
    ).json();
    assert.deepEqual(schedule.rules, []);
    assert.equal(schedule.categories.length, 4);
    const mine = (await get(app, '/api/partner/experiences', a.owner.cookie)).json().items;
    assert.ok(!mine.some((e: { id: number }) => e.id === bListing.experienceId));
    const today = (await get(app, '/api/partner/today?days=31', a.owner.cookie)).json().items;
    assert.ok(!today.some((s: { experience: { id: number } }) => s.experience.id === bListing.experienceId));
  });
});

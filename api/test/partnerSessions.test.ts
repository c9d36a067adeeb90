// A partner's one-off sessions, weekly rules and ticket categories: what an owner adds and reads back, the refusals of
// hostile input (each a 400 on its field that changes nothing), who may change (owners) and who may read (staff too),
// and the audit entries.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { messages } from '@kemet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, call, signUp } from './helpers.js';
import { get, operationsAccount, partnerProvider, postAs, staffMember } from './partnerFixtures.js';
import { auditActions, listingOf } from './partnerSessionFixtures.js';
import type { Partner } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let owner: Partner;
let staff: Awaited<ReturnType<typeof staffMember>>;
let listingId: number;
const today = () => cairoDateOf(new Date());
const schedule = async () =>
  (await get(app, `/api/partner/experiences/${listingId}/schedule`, owner.owner.cookie)).json();
const addSession = (body: Record<string, unknown>, cookie = owner.owner.cookie) =>
  postAs(app, `/api/partner/experiences/${listingId}/sessions`, cookie, body);
const put = (url: string, cookie: string, payload: unknown) =>
  call(app, {
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { cookie, 'content-type': 'application/json' },
  });

// Top-level hooks run around each suite: the partner is made once, by the first suite's.
let made: Promise<void> | undefined;
const partnerMade = () =>
  (made ??= (async () => {
    const ops = await operationsAccount(app, database.db);
    owner = await partnerProvider(app, database.db, ops.cookie);
    staff = await staffMember(app, database.db, owner.owner.cookie);
    listingId = (await listingOf(database.db, owner)).experienceId;
  })());

describe('one-off sessions', () => {
  before(partnerMade);
  test('an owner adds one in Cairo time: 201 with its counts; the schedule, Today and the audit log have it', async () => {
    const date = addDays(today(), 2);
    const res = await addSession({ date, time: '18:30', durationMinutes: 90, capacity: 12 });
    assert.equal(res.statusCode, 201, res.body);
    const { session } = res.json();
    assert.equal(cairoDateOf(new Date(session.startsAt)), date);
    assert.equal(new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime(), 90 * 60_000);
    assert.deepEqual(
      { capacity: session.capacity, sold: session.sold, left: session.left, origin: session.origin },
      { capacity: 12, sold: 0, left: 12, origin: 'one_off' },
    );
    assert.ok((await schedule()).sessions.some((s: { id: number }) => s.id === session.id));
    const todayView = (await get(app, '/api/partner/today', staff.cookie)).json();
    assert.ok(todayView.items.some((s: { id: number }) => s.id === session.id));
    assert.ok(
      (await auditActions(database.db, owner.providerId)).some(
        (e) => e.action === 'session.added' && e.entity_id === String(session.id),
      ),
    );
    const again = await addSession({ date, time: '18:30', durationMinutes: 60, capacity: 5 });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error.code, 'SESSION_EXISTS');
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a day already past', { date: addDays(cairoDateOf(new Date()), -1) }, 'date', messages.dateInPast],
    ['a time already past today', { date: cairoDateOf(new Date()), time: '00:00' }, 'time', messages.sessionInPast],
    [
      "a time in Cairo's spring gap (00:30 on 30 April 2027)",
      { date: '2027-04-30', time: '00:30' },
      'time',
      messages.timeInDstGap,
    ],
    ['a day that does not exist', { date: '2027-02-30' }, 'date', messages.dateInvalid],
    ['a time past 23:59', { time: '24:10' }, 'time', messages.timeInvalid],
    ['no capacity', { capacity: 0 }, 'capacity', messages.capacityInvalid],
    ['a capacity past the ceiling', { capacity: 5001 }, 'capacity', messages.capacityInvalid],
    ['a length of 2 minutes', { durationMinutes: 2 }, 'durationMinutes', messages.durationInvalid],
  ];
  for (const [what, change, field, message] of refusals) {
    test(`${what} is a 400 on ${field} and adds nothing`, async () => {
      const before = (await schedule()).sessions.length;
      const body = { date: addDays(today(), 3), time: '10:00', durationMinutes: 60, capacity: 10, ...change };
      const res = await addSession(body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.fields?.[field], message, res.body);
      assert.equal((await schedule()).sessions.length, before);
    });
  }

  test('staff read the schedule and Today but may not add: 403 NOT_OWNER; a traveller 403, signed out 401', async () => {
    assert.equal((await get(app, `/api/partner/experiences/${listingId}/schedule`, staff.cookie)).statusCode, 200);
    const byStaff = await addSession(
      { date: addDays(today(), 4), time: '10:00', durationMinutes: 60, capacity: 5 },
      staff.cookie,
    );
    assert.equal(byStaff.statusCode, 403);
    assert.equal(byStaff.json().error.code, 'NOT_OWNER');
    const traveller = await signUp(app);
    assert.equal((await get(app, '/api/partner/today', traveller.cookie)).json().error.code, 'NOT_PARTNER');
    assert.equal((await get(app, '/api/partner/today')).statusCode, 401);
  });
});

describe('weekly rules', () => {
  before(partnerMade);
  test('replacing the rules generates their sessions; an empty list removes the unsold ones again', async () => {
    const rules = [{ weekday: 5, time: '09:00', durationMinutes: 120, capacity: 20, bookingCutoffMinutes: 60 }];
    const res = await put(`/api/partner/experiences/${listingId}/schedule/rules`, owner.owner.cookie, { rules });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().rules, rules);
    const fridays = res.json().sessions.filter((s: { origin: string }) => s.origin === 'rule');
    assert.ok(fridays.length >= 12, `${fridays.length} Friday sessions`);
    assert.ok(fridays.every((s: { startsAt: string }) => new Date(s.startsAt).getUTCDay() === 5));
    const cleared = await put(`/api/partner/experiences/${listingId}/schedule/rules`, owner.owner.cookie, {
      rules: [],
    });
    assert.equal(cleared.json().sessions.filter((s: { origin: string }) => s.origin === 'rule').length, 0);
    assert.ok(
      cleared.json().sessions.some((s: { origin: string }) => s.origin === 'one_off'),
      'one-off sessions stay',
    );
    const actions = (await auditActions(database.db, owner.providerId)).map((e) => e.action);
    assert.equal(actions.filter((a) => a === 'schedule.changed').length, 2);
  });

  test('two rules at the same day and time: 409 RULE_REPEATED; a rule on day 7: 400 on its weekday', async () => {
    const rule = { weekday: 1, time: '08:00', durationMinutes: 60, capacity: 5, bookingCutoffMinutes: 0 };
    const twice = await put(`/api/partner/experiences/${listingId}/schedule/rules`, owner.owner.cookie, {
      rules: [rule, rule],
    });
    assert.equal(twice.statusCode, 409);
    const bad = await put(`/api/partner/experiences/${listingId}/schedule/rules`, owner.owner.cookie, {
      rules: [{ ...rule, weekday: 7 }],
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((await schedule()).rules, []);
  });
});

describe('ticket categories', () => {
  before(partnerMade);
  const category = {
    code: 'adult',
    residency: 'egyptian',
    label: 'Egyptian adult',
    minAge: 18,
    maxAge: null,
    proof: 'national_id',
    takesPlace: true,
    price: 150.5,
  };
  const categoriesUrl = () => `/api/partner/experiences/${listingId}/categories`;

  test("an owner adds one in the listing's currency and changes its price; both are audited", async () => {
    const res = await postAs(app, categoriesUrl(), owner.owner.cookie, category);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().price, 150.5);
    assert.equal(res.json().currency, 'USD');
    const changed = await put(`${categoriesUrl()}/${res.json().id}`, owner.owner.cookie, { ...category, price: 0 });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().price, 0);
    const actions = (await auditActions(database.db, owner.providerId)).map((e) => e.action);
    assert.ok(actions.includes('category.created') && actions.includes('category.updated'));
    const dup = await postAs(app, categoriesUrl(), owner.owner.cookie, category);
    assert.equal(dup.statusCode, 409);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a price below zero', { price: -1 }, 'price', messages.priceInvalid],
    ['a price above the ceiling', { price: 100_000.01 }, 'price', messages.priceTooHigh],
    ['a price with 3 decimals', { price: 1.234 }, 'price', messages.priceInvalid],
    ['an age band the wrong way round', { minAge: 30, maxAge: 12 }, 'maxAge', messages.ageBandInvalid],
    ['an unknown proof', { proof: 'library_card' }, 'proof', messages.categoryInvalid],
  ];
  for (const [what, change, field, message] of bad) {
    test(`${what}: 400 on ${field}, nothing added`, async () => {
      const before = (await schedule()).categories.length;
      const res = await postAs(app, categoriesUrl(), owner.owner.cookie, {
        ...category,
        residency: 'foreign',
        ...change,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.fields?.[field], message, res.body);
      assert.equal((await schedule()).categories.length, before);
    });
  }
});

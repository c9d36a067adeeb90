// The catalogue: GET /api/events (page, shape, sessions named, sorts, search, filters), one experience, the facets.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { seedExperiences } from '../seed/experiences/index.js';
import type { Database } from '../src/db/client.js';
import { experienceSessions } from '../src/db/schema.js';
import { appPerFile, changedBehindTheApi, call } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const get = (url: string) => call(app, { method: 'GET', url });

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('GET /api/events', () => {
  test('default page: 6 items, recent first, correct totals', async () => {
    const res = await get('/api/events');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.page, 1);
    assert.equal(body.pageSize, 6);
    assert.equal(body.total, seedExperiences.length);
    assert.equal(body.totalPages, Math.ceil(seedExperiences.length / 6));
    assert.equal(body.items.length, 6);
    const created = body.items.map((i: { createdAt: string }) => i.createdAt);
    assert.deepEqual(created, [...created].sort().reverse());
  });

  test('experience shape, prices and availability', async () => {
    const e = (await get('/api/events/1')).json();
    assert.deepEqual(Object.keys(e).sort(), [
      'available',
      'cancellationPolicy',
      'createdAt',
      'currency',
      'description',
      'details',
      'discountedPrice',
      'featured',
      'id',
      'imageHeight',
      'imageWidth',
      'images',
      'kind',
      'location',
      'locationLabel',
      'name',
      'provider',
      'sale',
      'salePercent',
      'startsAt',
      'ticketPrice',
      'ticketsCount',
    ]);
    assert.equal(e.ticketPrice, 120);
    assert.equal(e.sale, 150);
    assert.equal(e.discountedPrice, 102);
    assert.equal(e.salePercent, 15);
    assert.equal(e.available, true);
    assert.equal(e.images.length, 3);
    assert.match(e.images[0], /^\/api\/media\/[a-z-]+\.svg$/);
    assert.deepEqual(Object.keys(e.provider).sort(), ['id', 'image', 'label', 'location', 'name', 'website']);
    const soldOut = (await get('/api/events/12')).json();
    assert.equal(soldOut.ticketsCount, 0);
    assert.equal(soldOut.available, false);
  });

  test('kind, currency and cancellation policy; an event names its one session, a tour its next bookable one', async () => {
    const event = (await get('/api/events/6')).json();
    assert.equal(event.kind, 'event');
    assert.equal(event.currency, 'USD');
    assert.deepEqual(event.cancellationPolicy, { freeUntilHoursBefore: 24 });
    assert.equal(event.startsAt, seedExperiences[5].startsAt.replace('Z', '.000Z'));
    assert.equal(event.ticketsCount, seedExperiences[5].ticketsCount);
    const tour = (await get('/api/events/3')).json();
    assert.equal(tour.kind, 'tour');
    assert.equal(tour.ticketPrice, 95);
    assert.equal(tour.discountedPrice, 85.5);
    assert.equal(tour.ticketsCount, 30);
    assert.equal(tour.available, true);
    const start = new Date(tour.startsAt);
    assert.ok(
      start > new Date() && start.getTime() - Date.now() < 2 * 86_400_000,
      `next Karnak session ${tour.startsAt}`,
    );
    assert.equal(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', timeStyle: 'short' }).format(start),
      '08:00',
    );
  });

  test('a full session hands over to the next one; an event that has taken place names its date, not available', async () => {
    const first = (await get('/api/events/3')).json();
    await database.db
      .update(experienceSessions)
      .set({ placesTaken: sql`capacity` })
      .where(and(eq(experienceSessions.experienceId, 3), eq(experienceSessions.startsAt, new Date(first.startsAt))));
    changedBehindTheApi(app);
    const next = (await get('/api/events/3')).json();
    const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
    const dayAfter = new Date(new Date(first.startsAt).getTime() + 86_400_000);
    assert.equal(cairoDay.format(new Date(next.startsAt)), cairoDay.format(dayAfter), 'the Karnak tour runs daily');
    assert.equal(next.ticketsCount, 30);
    const listed = (await get('/api/events?sort=name&pageSize=50'))
      .json()
      .items.find((i: { id: number }) => i.id === 3);
    assert.equal(listed.startsAt, next.startsAt);

    const past = new Date(Date.now() - 86_400_000);
    await database.db
      .update(experienceSessions)
      .set({ startsAt: past, endsAt: new Date(past.getTime() + 3_600_000), placesTaken: 3 })
      // The event's own session: a reviewed event also has the seed's past edition (src/seed/reviews.ts).
      .where(and(eq(experienceSessions.experienceId, 8), gt(experienceSessions.startsAt, new Date())));
    changedBehindTheApi(app);
    const taken = (await get('/api/events/8')).json();
    assert.equal(taken.startsAt, past.toISOString());
    assert.equal(taken.available, false);
    assert.equal(taken.ticketsCount, seedExperiences[7].ticketsCount - 3);
  });

  test('sorts by name, location and provider', async () => {
    const names = (await get('/api/events?sort=name&pageSize=50')).json().items.map((i: { name: string }) => i.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const locs = (await get('/api/events?sort=location&pageSize=50'))
      .json()
      .items.map((i: { location: string }) => i.location);
    assert.deepEqual(locs, [...locs].sort());
    const provs = (await get('/api/events?sort=provider&pageSize=50'))
      .json()
      .items.map((i: { provider: { name: string } }) => i.provider.name);
    assert.deepEqual(provs, [...provs].sort());
  });

  test('q searches name, description, location and provider, case-insensitively; LIKE wildcards are literal', async () => {
    const byProvider = (await get('/api/events?q=reef%20DIVERS&pageSize=50')).json();
    assert.equal(byProvider.total, 2);
    const byLocation = (await get('/api/events?q=matrouh')).json();
    assert.equal(byLocation.total, 2);
    const byDescription = (await get('/api/events?q=ORIENTAL%20music')).json();
    assert.equal(byDescription.items[0].id, 8);
    assert.equal((await get('/api/events?q=%25')).json().total, 0);
    assert.equal((await get('/api/events?q=_')).json().total, 0);
  });

  test('location, provider and featured filters', async () => {
    const luxor = (await get('/api/events?location=luxor&pageSize=50')).json();
    assert.ok(luxor.total >= 3 && luxor.items.every((i: { location: string }) => i.location === 'Luxor'));
    const aswan = (await get('/api/events?provider=Aswan%20Nubian%20Journeys&pageSize=50')).json();
    assert.equal(aswan.total, 4);
    const events = (await get('/api/events?featured=event&sort=name')).json();
    assert.deepEqual(events.items.map((i: { id: number }) => i.id).sort(), [6, 7, 8]);
    const tours = (await get('/api/events?featured=tour')).json();
    assert.deepEqual(tours.items.map((i: { id: number }) => i.id).sort(), [3, 4, 5]);
  });

  test('a page beyond the end is empty with correct totals', async () => {
    const body = (await get('/api/events?page=99')).json();
    assert.deepEqual(body.items, []);
    assert.equal(body.total, seedExperiences.length);
    assert.equal(body.page, 99);
  });

  for (const bad of [
    'page=0',
    'page=abc',
    'pageSize=51',
    'pageSize=0',
    'sort=price',
    'featured=party',
    `q=${'x'.repeat(101)}`,
    'page=1.5',
  ]) {
    test(`bad parameter ${bad.slice(0, 20)} → 400 VALIDATION`, async () => {
      const res = await get(`/api/events?${bad}`);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.code, 'VALIDATION');
    });
  }
});

describe('GET /api/events/:id', () => {
  test('unknown id → 404 NOT_FOUND; bad ids → 400', async () => {
    assert.equal((await get('/api/events/9999')).json().error.code, 'NOT_FOUND');
    assert.equal((await get('/api/events/0')).statusCode, 400);
    assert.equal((await get('/api/events/abc')).statusCode, 400);
    assert.equal((await get('/api/events/99999999999999')).statusCode, 400);
  });
});

describe('facets', () => {
  test('GET /api/locations: governorates with counts, sorted by name', async () => {
    const body = (await get('/api/locations')).json();
    assert.ok(body.length >= 8);
    assert.deepEqual(
      body.map((l: { name: string }) => l.name),
      [...body.map((l: { name: string }) => l.name)].sort(),
    );
    assert.equal(
      body.reduce((n: number, l: { count: number }) => n + l.count, 0),
      seedExperiences.length,
    );
  });

  test('GET /api/providers: all 8 providers with counts', async () => {
    const body = (await get('/api/providers')).json();
    assert.equal(body.length, 8);
    assert.ok(body.every((p: { count: number }) => p.count >= 1));
  });
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { seedExperiences } from '../seed/experiences/index.js';
import { seedProviders } from '../seed/providers.js';
import { seedCategories } from '../seed/experiences/ticketCategories.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { experienceSessions } from '../src/db/schema.js';
import { seedIfEmpty, seedYearShift } from '../src/seed/seed.js';
import { appPerFile, call, testApp } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const get = (url: string) => call(app, { method: 'GET', url });

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('seed', () => {
  test('covers the contract: >= 20 records, >= 8 governorates, all 8 providers, sold-out and sale records', () => {
    assert.ok(seedExperiences.length >= 20);
    assert.ok(new Set(seedExperiences.map((e) => e.location)).size >= 8);
    assert.equal(new Set(seedExperiences.map((e) => e.provider)).size, 8);
    assert.ok(seedExperiences.filter((e) => e.ticketsCount === 0).length >= 2);
    assert.ok(seedExperiences.some((e) => e.sale >= 100 && e.sale <= 250));
    assert.ok(seedExperiences.every((e) => e.startsAt.startsWith('2027-')));
  });

  test('kinds: tours by nature (the home page Tours, "Private Tour", "Full-Day Tour") have a weekly schedule, events a date only', () => {
    for (const [index, e] of seedExperiences.entries()) {
      if (e.featured) assert.equal(e.kind, e.featured, `record ${index + 1}`);
      if (/\bTour\b/.test(e.name)) assert.equal(e.kind, 'tour', e.name);
      assert.equal(!!e.schedule, e.kind === 'tour', `${e.name}: a schedule exactly when it is a tour`);
      assert.ok(e.durationMinutes > 0 && e.bookingCutoffMinutes >= 0, e.name);
    }
    assert.ok(seedExperiences.filter((e) => e.kind === 'tour').length >= 6);
    assert.ok(
      seedExperiences.some((e) => e.schedule && !e.schedule.weekdays.includes(5)),
      'some tours take Friday off',
    );
    assert.ok(
      seedExperiences.some((e) => (e.schedule?.times.length ?? 0) >= 2),
      'some tours run twice a day',
    );
    assert.ok(
      seedExperiences.filter((e) => e.ticketsCount === 0).every((e) => e.kind === 'event'),
      'sold-out records stay dated events',
    );
  });

  test('categories: the first is the headline price; entries sell foreign and Egyptian prices, tours adult and child', () => {
    for (const e of seedExperiences) {
      const categories = seedCategories(e.tickets, e.priceUsd);
      assert.equal(categories[0].priceMinor, e.priceUsd * 100, e.name);
      assert.equal(categories[0].code, 'adult', e.name);
      assert.ok(
        categories.every((c) => Number.isInteger(c.priceMinor) && c.priceMinor <= categories[0].priceMinor),
        e.name,
      );
    }
    const museum = seedCategories('siteEntry', 40);
    assert.deepEqual(
      museum.map((c) => `${c.label}/${c.proof}/${c.priceMinor}`),
      [
        'Foreign adult/passport/4000',
        'Foreign child (6-11)/passport/2000',
        'Foreign student/student_card/2000',
        'Egyptian adult/national_id/1600',
        'Egyptian student/student_card/800',
        'Under 6/none/0',
      ],
    );
    const balloon = seedExperiences[0];
    assert.match(balloon.details, /Not suitable for children under 6/);
    assert.deepEqual(
      seedCategories(balloon.tickets, balloon.priceUsd).map((c) => [c.code, c.minAge]),
      [['adult', 6]],
    );
    const family = seedCategories('family', 95);
    assert.deepEqual(
      family.map((c) => [c.code, c.takesPlace]),
      [
        ['adult', true],
        ['child', true],
        ['infant', false],
      ],
    );
  });

  test('governorate names match the map GeoJSON exactly', async () => {
    const geo = path.resolve(import.meta.dirname ?? '.', '../../../shared/geo/egypt-governorates.geojson');
    const names = ['Alexandria', 'Aswan', 'Cairo', 'Faiyum', 'Giza', 'Luxor', 'Matrouh', 'New Valley', 'Red Sea', 'South Sinai'];
    if (existsSync(geo)) {
      const { readFile } = await import('node:fs/promises');
      const data = JSON.parse(await readFile(geo, 'utf8')) as { features: { properties: { name: string } }[] };
      names.splice(0, names.length, ...data.features.map((f) => f.properties.name));
    }
    for (const e of seedExperiences) assert.ok(names.includes(e.location), `${e.location} is not a map governorate`);
  });

  test('seeded after its first event date has passed, every event moves forward by the same whole years and lies ahead', async () => {
    const events = seedExperiences.filter((e) => e.kind === 'event');
    const starts = events.map((e) => new Date(e.startsAt));
    assert.equal(seedYearShift(starts, new Date('2026-11-23T00:00:00Z')), 0);
    assert.equal(seedYearShift(starts, new Date('2027-01-22T07:00:00Z')), 1, 'an event starting now has already begun');
    assert.equal(seedYearShift(starts, new Date('2031-02-01T00:00:00Z')), 5);
    const now = new Date('2027-06-01T00:00:00Z');
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await runMigrations(fresh.db);
      await seedIfEmpty(fresh.db, now);
      const seeded = await fresh.db
        .select({ startsAt: experienceSessions.startsAt })
        .from(experienceSessions)
        .orderBy(asc(experienceSessions.experienceId));
      assert.ok(
        seeded.every((r) => r.startsAt > now),
        'every seeded event lies ahead',
      );
      assert.deepEqual(
        seeded.map((r) => r.startsAt.toISOString()),
        events.map((e) => new Date(e.startsAt).toISOString().replace(/^2027/, '2028')),
      );
    } finally {
      await fresh.close();
    }
  });

  test('every referenced image exists in seed/media', () => {
    const dir = loadConfig().mediaDir;
    const files = [...seedExperiences.flatMap((e) => e.images), ...seedProviders.map((p) => p.logo)];
    const missing = files.filter((f) => !existsSync(path.join(dir, f)));
    assert.deepEqual(missing, []);
  });
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
    assert.deepEqual(Object.keys(e.provider).sort(), ['id', 'image', 'location', 'name', 'website']);
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
    assert.ok(start > new Date() && start.getTime() - Date.now() < 2 * 86_400_000, `next Karnak session ${tour.startsAt}`);
    assert.equal(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', timeStyle: 'short' }).format(start), '08:00');
  });

  test('a full session hands over to the next one; an event that has taken place names its date, not available', async () => {
    const first = (await get('/api/events/3')).json();
    await database.db
      .update(experienceSessions)
      .set({ placesTaken: sql`capacity` })
      .where(and(eq(experienceSessions.experienceId, 3), eq(experienceSessions.startsAt, new Date(first.startsAt))));
    const next = (await get('/api/events/3')).json();
    const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
    const dayAfter = new Date(new Date(first.startsAt).getTime() + 86_400_000);
    assert.equal(cairoDay.format(new Date(next.startsAt)), cairoDay.format(dayAfter), 'the Karnak tour runs daily');
    assert.equal(next.ticketsCount, 30);
    const listed = (await get('/api/events?sort=name&pageSize=50')).json().items.find((i: { id: number }) => i.id === 3);
    assert.equal(listed.startsAt, next.startsAt);

    const past = new Date(Date.now() - 86_400_000);
    await database.db
      .update(experienceSessions)
      .set({ startsAt: past, endsAt: new Date(past.getTime() + 3_600_000), placesTaken: 3 })
      .where(eq(experienceSessions.experienceId, 8));
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
    const locs = (await get('/api/events?sort=location&pageSize=50')).json().items.map((i: { location: string }) => i.location);
    assert.deepEqual(locs, [...locs].sort());
    const provs = (await get('/api/events?sort=provider&pageSize=50')).json().items.map((i: { provider: { name: string } }) => i.provider.name);
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

  for (const bad of ['page=0', 'page=abc', 'pageSize=51', 'pageSize=0', 'sort=price', 'featured=party', `q=${'x'.repeat(101)}`, 'page=1.5']) {
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

describe('media, ops, docs', () => {
  test('GET /api/media/:file serves SVG, immutable, cross-origin resource policy', async () => {
    const res = await get('/api/media/pyramids-day.svg');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.match(res.body, /<svg/);
  });

  for (const name of ['nope.svg', '..%2F..%2Fpackage.json', '..%2Fexperiences%2Findex.ts', 'pyramids-day.SVG', '%2Fetc%2Fpasswd']) {
    test(`media ${name} → 404 error shape`, async () => {
      const res = await get(`/api/media/${name}`);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    });
  }

  test('health and ready', async () => {
    assert.deepEqual((await get('/api/health')).json(), { status: 'ok' });
    assert.equal((await get('/api/ready')).statusCode, 200);
  });

  test('unknown route → 404 in the error shape', async () => {
    const res = await get('/api/does-not-exist');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
  });

  test('API docs are off by default: /api/docs and /api/docs/json are 404 in the error shape', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    }
    assert.equal(loadConfig({}).apiDocs, false);
    assert.equal(loadConfig({ API_DOCS: 'true' }).apiDocs, true);
  });

  test('with API_DOCS=true: the OpenAPI document and Swagger UI with a CSP that lets its own assets load', async () => {
    const docsApp = await testApp(database, { config: { apiDocs: true } });
    const get = (url: string) => call(docsApp, { method: 'GET', url });
    const doc = (await get('/api/docs/json')).json();
    assert.ok(doc.openapi.startsWith('3'));
    assert.ok(doc.paths['/api/events'] && doc.paths['/api/bookings'] && doc.paths['/api/users']);
    const page = await get('/api/docs/');
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/);
    const script = await get('/api/docs/static/swagger-ui-bundle.js');
    assert.equal(script.statusCode, 200);
    await docsApp.close();
  });
});

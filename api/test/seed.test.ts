// The seed catalogue: its coverage, kinds and ticket categories, place names, year shift and images; the seed's rates.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { asc } from 'drizzle-orm';
import { seedExperiences } from '../seed/experiences/index.js';
import { seedMeetingPoints } from '../seed/experiences/meetingPoints.js';
import { seedCategories } from '../seed/experiences/ticketCategories.js';
import { seedProviders } from '../seed/providers.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { experienceSessions, fxRates } from '../src/db/schema.js';
import { SEED_FX_SOURCE, seedFxRatesIfEmpty } from '../src/seed/fxRates.js';
import { seedIfEmpty, seedYearShift } from '../src/seed/seed.js';
import { meetingPlaceOf } from '../src/tickets/meetingPlace.js';

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

  test('meeting points: one per seeded experience, within 400 km of its governorate capital (Abu Simbel, Siwa, Farafra are far out)', () => {
    assert.deepEqual(Object.keys(seedMeetingPoints).sort(), seedExperiences.map((e) => e.name).sort());
    for (const e of seedExperiences) {
      const point = seedMeetingPoints[e.name];
      const capital = meetingPlaceOf({
        location: e.location,
        meetingPoint: null,
        meetingLatitude: null,
        meetingLongitude: null,
      });
      assert.ok(kilometres(point, capital) < 400, `${e.name}: ${kilometres(point, capital)} km from ${capital.name}`);
    }
  });

  test('governorate names match the map GeoJSON exactly', async () => {
    const geo = path.resolve(import.meta.dirname ?? '.', '../../../shared/geo/egypt-governorates.geojson');
    const names = [
      'Alexandria',
      'Aswan',
      'Cairo',
      'Faiyum',
      'Giza',
      'Luxor',
      'Matrouh',
      'New Valley',
      'Red Sea',
      'South Sinai',
    ];
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

  test('exchange rates: USD and EUR against EGP, dated, marked as seed figures, written only into an empty table', async () => {
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await runMigrations(fresh.db);
      assert.equal(await seedFxRatesIfEmpty(fresh.db), true);
      const rows = await fresh.db.select().from(fxRates).orderBy(asc(fxRates.quote));
      assert.deepEqual(
        rows.map((r) => [r.base, r.quote]),
        [
          ['EGP', 'EUR'],
          ['EGP', 'USD'],
        ],
      );
      const egpPer = Object.fromEntries(rows.map((r) => [r.quote, 1 / Number(r.rate)]));
      assert.ok(egpPer.USD > 40 && egpPer.USD < 60, `${egpPer.USD} EGP per USD`);
      assert.ok(egpPer.EUR > egpPer.USD && egpPer.EUR < 70, `${egpPer.EUR} EGP per EUR`);
      for (const r of rows) {
        assert.match(r.asOf, /^2026-\d{2}-\d{2}$/);
        assert.equal(r.source, SEED_FX_SOURCE);
        assert.equal(r.source, `Kemet seed, indicative rates of ${r.asOf}`);
      }
      assert.equal(await seedFxRatesIfEmpty(fresh.db), false, 'seeded once');
      await fresh.db.delete(fxRates);
      await fresh.db
        .insert(fxRates)
        .values({ base: 'EGP', quote: 'USD', rate: '0.02', asOf: '2026-11-23', source: 'a feed' });
      assert.equal(await seedFxRatesIfEmpty(fresh.db), false, 'a table with rates is left as it is');
      assert.deepEqual(
        (await fresh.db.select({ source: fxRates.source }).from(fxRates)).map((r) => r.source),
        ['a feed'],
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

/** Great-circle distance. */
function kilometres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

// The seed's Arabic: complete for every seed experience, provider, category and governorate, and written into a
// database seeded before the translation tables existed (migration 0007) at its next start, once, keeping edits.
// Runs on PGlite, and on PostgreSQL when one answers.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { governoratesArabic } from '@kemet/contract/places';
import { providerLabelsArabic } from '../seed/arabic/providers.js';
import { categoryLabelsArabic, experiencesArabic, meetingPointsArabic } from '../seed/experiences/arabic/index.js';
import { seedExperiences } from '../seed/experiences/index.js';
import { seedCategories } from '../seed/experiences/ticketCategories.js';
import { seedProviders } from '../seed/providers.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client.js';
import { experienceTranslations, experiences, ticketCategories, ticketCategoryTranslations } from '../src/db/schema.js';
import { seedFxRatesIfEmpty } from '../src/seed/fxRates.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { seedTranslations } from '../src/seed/translations.js';
import { call, postgresAdminUrl, scratchPostgres, testApp } from './helpers.js';
import { migrateTo } from './migrateTo.js';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the seed in Arabic', () => {
  test('every seed experience has an Arabic name, description, details and meeting point, and nothing else is listed', () => {
    assert.deepEqual(Object.keys(experiencesArabic).sort(), seedExperiences.map((e) => e.name).sort());
    assert.deepEqual(Object.keys(meetingPointsArabic).sort(), seedExperiences.map((e) => e.name).sort());
    for (const [name, arabic] of Object.entries(experiencesArabic)) {
      for (const text of [arabic.name, arabic.description, arabic.details, meetingPointsArabic[name]]) {
        assert.match(text, ARABIC, name);
        assert.doesNotMatch(text.replace(/\b(?:UNESCO|B)\b/g, ''), LATIN_WORD, `${name}: ${text}`);
      }
    }
    assert.equal(
      new Set(Object.values(experiencesArabic).map((a) => a.name)).size,
      seedExperiences.length,
      'names are distinct',
    );
  });

  test('every provider, category label and governorate used by the seed has its Arabic', () => {
    for (const p of seedProviders) {
      assert.match(providerLabelsArabic[p.key] ?? '', ARABIC, p.key);
      assert.ok(governoratesArabic[p.location], p.location);
    }
    for (const e of seedExperiences) {
      assert.ok(governoratesArabic[e.location], e.location);
      for (const c of seedCategories(e.tickets, e.priceUsd))
        assert.match(categoryLabelsArabic[c.label] ?? '', ARABIC, c.label);
    }
    assert.equal(Object.keys(governoratesArabic).length, 27);
  });
});

async function seededBefore0007ThenStarted(database: Database): Promise<void> {
  const { db } = database;
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const before = journal.entries.findIndex((e) => e.tag.startsWith('0007_'));
  assert.ok(before > 0);
  await migrateTo(db, before);
  // Today's seed writes columns later migrations add. experiences.updated_at (0008 adds it only if missing) is added
  // for good; the listings' (0011), the sessions' (0012) and the guides' languages (0013) only for the seed, then
  // dropped, so those migrations find the old schema they add them to.
  await db.execute(sql`alter table experiences add column updated_at timestamptz not null default now()`);
  await db.execute(sql`alter table experiences add column status text not null default 'published',
    add column version integer not null default 1, add column rejection_reason text,
    add column guide_languages text[] not null default '{ar,en}'`);
  await db.execute(sql`alter table experience_sessions add column origin text not null default 'one_off',
    add column cancellation_reason text`);
  await seedIfEmpty(db);
  await seedFxRatesIfEmpty(db);
  await db.execute(sql`alter table experiences drop column status, drop column version, drop column rejection_reason,
    drop column guide_languages`);
  await db.execute(sql`alter table experience_sessions drop column origin, drop column cancellation_reason`);
  const { rows } = await db.execute<{ name: string | null }>(
    sql`select to_regclass('experience_translations')::text as name`,
  );
  assert.equal(rows[0].name, null, 'the old database has no translation tables');

  await prepareDatabase(database);
  const [{ n }] = await db.select({ n: count() }).from(experienceTranslations);
  assert.equal(n, seedExperiences.length);
  const categories = await db.select({ n: count() }).from(ticketCategories);
  const translated = await db.select({ n: count() }).from(ticketCategoryTranslations);
  assert.equal(translated[0].n, categories[0].n);

  // An edited translation survives the next start; nothing is added twice.
  await db.update(experienceTranslations).set({ name: 'اسم معدّل' }).where(eq(experienceTranslations.experienceId, 3));
  assert.equal(await seedTranslations(db), 0);
  await prepareDatabase(database);

  const app = await testApp(database);
  try {
    const e = (await call(app, { method: 'GET', url: '/api/events/1', headers: { 'accept-language': 'ar' } })).json();
    assert.equal(e.name, experiencesArabic[seedExperiences[0].name].name);
    assert.equal(e.locationLabel, 'الأقصر');
    assert.equal(
      (await call(app, { method: 'GET', url: '/api/events/3', headers: { 'accept-language': 'ar' } })).json().name,
      'اسم معدّل',
    );
    const found = (await call(app, { method: 'GET', url: `/api/events?q=${encodeURIComponent('أبو سمبل')}` })).json();
    assert.ok(found.total >= 2, 'the old rows are searchable in Arabic');
    // The English search text is what the seed wrote before, followed by the Arabic.
    const [first] = await db
      .select({ searchText: experiences.searchText })
      .from(experiences)
      .where(eq(experiences.id, 1));
    const seed = seedExperiences[0];
    const provider = seedProviders.find((p) => p.key === seed.provider)?.name ?? '';
    assert.ok(
      first.searchText.startsWith([seed.name, seed.description, seed.location, provider].join(' ').toLowerCase()),
    );
  } finally {
    await app.close();
  }
}

describe('a database seeded before migration 0007', () => {
  test('PGlite: gets the Arabic at its next start', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await seededBefore0007ThenStarted(database);
    } finally {
      await database.close();
    }
  });

  test('PostgreSQL: gets the Arabic at its next start', async (t) => {
    const adminUrl = await postgresAdminUrl();
    if (!adminUrl) return t.skip('no PostgreSQL on 127.0.0.1:5432');
    const scratch = await scratchPostgres(adminUrl);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
    try {
      await seededBefore0007ThenStarted(database);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

// The catalogue in the asked language (docs/product/rules.md#languages): Arabic from the seed's translations, English
// where a translation is missing or another language is asked, the English keys still filtering, Content-Language and
// Vary, search in Arabic, and no 500 for an odd header.
// still filtering, Content-Language and Vary, search in Arabic, and no 500 for an odd header.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Experience, LocationCount } from '@kemet/contract';
import { experiencesArabic } from '../seed/experiences/arabic/index.js';
import { seedExperiences } from '../seed/experiences/index.js';
import { governoratesArabic } from '@kemet/contract/places';
import { providerLabelsArabic } from '../seed/arabic/providers.js';
import { seedProviders } from '../seed/providers.js';
import type { Database } from '../src/db/client.js';
import { experienceTranslations, experiences } from '../src/db/schema.js';
import { appPerFile, call, changedBehindTheApi } from './helpers.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const ARABIC = /[\u0600-\u06FF]/;
const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
  call(app, {
    method: 'GET',
    url,
    headers: language === undefined ? headers : { 'accept-language': language, ...headers },
  });

const english = (id: number) => seedExperiences[id - 1];

describe('the catalogue in Arabic', () => {
  test('GET /events/:id: name, description, details, place and provider in Arabic; keys, prices and currency unchanged', async () => {
    const en = (await get('/api/events/1')).json<Experience>();
    const res = await get('/api/events/1', 'ar-EG,ar;q=0.9,en;q=0.8');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-language'], 'ar');
    assert.match(String(res.headers.vary), /Accept-Language/i);
    const ar = res.json<Experience>();
    const arabic = experiencesArabic[english(1).name];
    assert.equal(ar.name, arabic.name);
    assert.equal(ar.description, arabic.description);
    assert.equal(ar.details, arabic.details);
    assert.equal(ar.location, 'Luxor');
    assert.equal(ar.locationLabel, 'الأقصر');
    assert.equal(ar.provider.name, 'Nile Horizon Tours');
    assert.equal(ar.provider.label, providerLabelsArabic.nile);
    assert.equal(ar.provider.location, 'الأقصر');
    for (const key of [
      'id',
      'ticketPrice',
      'discountedPrice',
      'sale',
      'currency',
      'startsAt',
      'ticketsCount',
      'images',
    ] as const) {
      assert.deepEqual(ar[key], en[key], key);
    }
    assert.equal(ar.currency, 'USD');
  });

  test('English answers stay as they were, with Content-Language en and Vary', async () => {
    for (const language of [undefined, 'en-GB', 'fr-FR, de;q=0.8', '*']) {
      const res = await get('/api/events/1', language);
      assert.equal(res.headers['content-language'], 'en', String(language));
      assert.match(String(res.headers.vary), /Accept-Language/i);
      const e = res.json<Experience>();
      assert.equal(e.name, english(1).name);
      assert.equal(e.locationLabel, 'Luxor');
      assert.equal(e.provider.label, 'Nile Horizon Tours');
    }
  });

  test('q-values decide: English preferred over Arabic answers English', async () => {
    assert.equal((await get('/api/events/1', 'ar;q=0.4, en;q=0.9')).json().name, english(1).name);
    assert.equal(
      (await get('/api/events/1', 'en;q=0.4, ar;q=0.9')).json().name,
      experiencesArabic[english(1).name].name,
    );
  });

  test('every seed experience has its Arabic in the list, page after page', async () => {
    const names: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = (await get(`/api/events?page=${page}&pageSize=6`, 'ar')).json();
      names.push(...body.items.map((e: Experience) => e.name));
    }
    assert.equal(names.length, seedExperiences.length);
    for (const name of names) assert.match(name, ARABIC);
  });

  test('filters keep their English keys while Arabic is asked', async () => {
    const byLocation = (await get('/api/events?location=Luxor&pageSize=50', 'ar')).json();
    assert.equal(byLocation.total, seedExperiences.filter((e) => e.location === 'Luxor').length);
    assert.ok(byLocation.items.every((e: Experience) => e.location === 'Luxor' && e.locationLabel === 'الأقصر'));
    const byProvider = (
      await get(`/api/events?provider=${encodeURIComponent('Aswan Nubian Journeys')}&pageSize=50`, 'ar')
    ).json();
    assert.equal(byProvider.total, seedExperiences.filter((e) => e.provider === 'aswan').length);
    assert.ok(byProvider.items.every((e: Experience) => e.provider.label === providerLabelsArabic.aswan));
    // An Arabic label is not a key.
    assert.equal((await get(`/api/events?location=${encodeURIComponent('الأقصر')}`, 'ar')).json().total, 0);
  });

  test('search q finds Arabic words, in either language', async () => {
    const karnak = (await get(`/api/events?q=${encodeURIComponent('الكرنك')}&pageSize=50`, 'ar')).json();
    assert.ok(karnak.total >= 1);
    assert.ok(karnak.items.some((e: Experience) => e.id === 3));
    const inEnglish = (await get(`/api/events?q=${encodeURIComponent('الكرنك')}&pageSize=50`)).json();
    assert.equal(inEnglish.total, karnak.total);
    assert.equal(inEnglish.items[0].name, english(inEnglish.items[0].id).name);
    // By governorate and provider label too; and English words still find it while Arabic is asked.
    assert.ok((await get(`/api/events?q=${encodeURIComponent('أسوان')}`, 'ar')).json().total >= 3);
    assert.ok((await get(`/api/events?q=${encodeURIComponent('سفاري الواحات')}`, 'ar')).json().total >= 1);
    assert.equal((await get('/api/events?q=karnak', 'ar')).json().items[0].id, 3);
  });

  test('sort=name orders by the Arabic names when Arabic is asked', async () => {
    const body = (await get('/api/events?sort=name&pageSize=50', 'ar')).json();
    const names = body.items.map((e: Experience) => e.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const en = (await get('/api/events?sort=name&pageSize=50')).json().items.map((e: Experience) => e.name);
    assert.equal(en[0], [...seedExperiences.map((e) => e.name)].sort()[0]);
  });

  test('/locations and /providers: English names as keys, Arabic labels, same counts and order', async () => {
    const en = (await get('/api/locations')).json<LocationCount[]>();
    const res = await get('/api/locations', 'ar');
    assert.equal(res.headers['content-language'], 'ar');
    const ar = res.json<LocationCount[]>();
    assert.deepEqual(
      ar.map(({ name, count }) => ({ name, count })),
      en.map(({ name, count }) => ({ name, count })),
    );
    for (const item of ar) assert.equal(item.label, governoratesArabic[item.name].label);
    const providers = (await get('/api/providers', 'ar')).json<LocationCount[]>();
    assert.equal(providers.length, seedProviders.length);
    for (const item of providers) {
      const key = seedProviders.find((p) => p.name === item.name)?.key ?? '';
      assert.equal(item.label, providerLabelsArabic[key]);
    }
    assert.deepEqual(
      (await get('/api/providers')).json<LocationCount[]>().map((p) => p.label),
      providers.map((p) => p.name),
    );
  });

  test('a missing translation falls back to English, field by field', async () => {
    const db = database.db;
    const [saved] = await db.select().from(experienceTranslations).where(eq(experienceTranslations.experienceId, 2));
    await db.delete(experienceTranslations).where(eq(experienceTranslations.experienceId, 2));
    changedBehindTheApi(app);
    try {
      const e = (await get('/api/events/2', 'ar')).json<Experience>();
      assert.equal(e.name, english(2).name);
      assert.equal(e.description, english(2).description);
      assert.equal(e.locationLabel, 'الجيزة');
      assert.equal(e.provider.label, providerLabelsArabic.pharaohs);
      // An experience outside the seed (no translation at all, an unknown place) stays English.
      await db.update(experiences).set({ location: 'Atlantis' }).where(eq(experiences.id, 2));
      changedBehindTheApi(app);
      const moved = (await get('/api/events/2', 'ar')).json<Experience>();
      assert.equal(moved.locationLabel, 'Atlantis');
    } finally {
      await db
        .update(experiences)
        .set({ location: english(2).location })
        .where(eq(experiences.id, 2));
      await db.insert(experienceTranslations).values(saved);
      changedBehindTheApi(app);
    }
  });

  test('availability: category labels in Arabic, prices the same', async () => {
    const en = (await get('/api/events/6/availability')).json();
    const res = await get('/api/events/6/availability', 'ar');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-language'], 'ar');
    const ar = res.json();
    assert.deepEqual(
      ar.categories.map((c: { label: string }) => c.label),
      ['بالغ أجنبي', 'طفل أجنبي (٦–١١ سنة)', 'طالب أجنبي', 'بالغ مصري', 'طالب مصري', 'أقل من ٦ سنوات'],
    );
    assert.deepEqual(
      ar.categories.map((c: { price: number; salePrice: number; currency: string }) => [
        c.price,
        c.salePrice,
        c.currency,
      ]),
      en.categories.map((c: { price: number; salePrice: number; currency: string }) => [
        c.price,
        c.salePrice,
        c.currency,
      ]),
    );
    assert.deepEqual(ar.days, en.days);
  });

  test('odd Accept-Language headers never give a 500', async () => {
    for (const header of [
      '',
      ';;;',
      'q=1',
      'ar;q=',
      'ar;q=1;q=0',
      '*;q=0',
      'ar-',
      '-ar',
      '\t',
      'ar'.repeat(3000),
      '🙂',
      'ar;q=NaN, en;q=-1',
    ]) {
      const res = await get('/api/events?pageSize=1', header);
      assert.equal(res.statusCode, 200, JSON.stringify(header));
      assert.ok(['en', 'ar'].includes(String(res.headers['content-language'])));
    }
  });
});

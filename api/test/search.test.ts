// GET /api/search: what a party can book in a date range: the party's fit, the first fitting session, the party's
// price as the quote prices it, the filters and their counts, the sorts, and the refusals of bad input.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { appPerFile, call, changedBehindTheApi, post, signUp } from './helpers.js';
import { DAY_MINUTES, insertExperience, type Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const get = (url: string) => call(app, { method: 'GET', url });
const today = () => cairoDateOf(new Date());

interface Hit {
  experience: { id: number; location: string };
  session: { id: number; startsAt: string };
  tickets: { categoryId: number; quantity: number }[];
  partyPrice: { currency: string; total: number; subtotal: number };
  guideLanguages: string[];
  distanceKm: number | null;
}

async function search(params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(`/api/search?${query.toString()}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ items: Hit[]; total: number; facets: Record<string, unknown>; from: string; to: string }>();
}

/** Every hit of a search, all pages. */
async function allHits(params: Record<string, string | number | boolean>): Promise<Hit[]> {
  const first = await search({ ...params, pageSize: 50 });
  const hits = [...first.items];
  for (let page = 2; hits.length < first.total; page++)
    hits.push(...(await search({ ...params, pageSize: 50, page })).items);
  return hits;
}

/** A far-off day only the fixtures have sessions on (seed tours are generated 90 days ahead). */
const FAR = 300 * DAY_MINUTES;
const farDay = () => cairoDateOf(new Date(Date.now() + FAR * 60_000));

describe('GET /api/search', () => {
  test('every hit starts in the range, fits the party, and costs what the quote says for that session', async () => {
    const from = today();
    const to = addDays(from, 20);
    const body = await search({ from, to, adults: 2, children: 1, pageSize: 12 });
    assert.ok(body.total > 0);
    assert.equal(body.from, from);
    const end = new Date(`${addDays(to, 2)}T00:00:00Z`).getTime();
    for (const hit of body.items) {
      const startsAt = Date.parse(hit.session.startsAt);
      assert.ok(startsAt > Date.now() && startsAt < end, hit.session.startsAt);
      assert.equal(
        hit.tickets.reduce((n, t) => n + t.quantity, 0),
        3,
      );
      const quote = await post(app, '/api/quotes', { sessionId: hit.session.id, tickets: hit.tickets });
      assert.equal(quote.statusCode, 200, quote.body);
      assert.equal(quote.json().quote.total, hit.partyPrice.total);
      assert.equal(quote.json().quote.currency, hit.partyPrice.currency);
    }
    const starts = body.items.map((h) => h.session.startsAt);
    assert.deepEqual(starts, [...starts].sort(), 'soonest first');
  });

  test('a session without room for the party is passed over for the next that has it; a booking moves it', async () => {
    const fixture: Fixture = await insertExperience(database.db, {
      sessions: [
        { startsIn: FAR, capacity: 3 },
        { startsIn: FAR + 120, capacity: 8 },
      ],
    });
    changedBehindTheApi(app);
    const day = farDay();
    const find = async (adults: number) =>
      (await allHits({ from: day, to: addDays(day, 1), adults, where: 'Luxor' })).find(
        (h) => h.experience.id === fixture.experienceId,
      );
    assert.equal((await find(3))?.session.id, fixture.sessions[0]);
    assert.equal((await find(4))?.session.id, fixture.sessions[1]);
    assert.equal(await find(9), undefined, 'no session has room for 9');

    // Two places taken on the first: three adults now fit only the second.
    const traveller = await signUp(app);
    const hold = await post(
      app,
      '/api/holds',
      { sessionId: fixture.sessions[0], tickets: [{ categoryId: fixture.categories.adult, quantity: 2 }] },
      { cookie: traveller.cookie },
    );
    assert.equal(hold.statusCode, 201, hold.body);
    assert.equal((await find(3))?.session.id, fixture.sessions[1]);
    assert.equal((await find(1))?.session.id, fixture.sessions[0]);
  });

  test('the party is priced per category: children on the child ticket, infants on a lap free and placeless', async () => {
    const fixture = await insertExperience(database.db, {
      sale: 100,
      sessions: [{ startsIn: FAR + 600, capacity: 3 }],
    });
    changedBehindTheApi(app);
    const day = farDay();
    const hit = (
      await allHits({ from: day, to: addDays(day, 1), adults: 2, children: 1, infants: 2, where: 'luxor' })
    ).find((h) => h.experience.id === fixture.experienceId);
    assert.ok(hit, 'the lap infants take no place: 3 places are enough for 5');
    assert.deepEqual(
      hit.tickets.sort((a, b) => a.categoryId - b.categoryId),
      [
        { categoryId: fixture.categories.adult, quantity: 2 },
        { categoryId: fixture.categories.child, quantity: 1 },
        { categoryId: fixture.categories.infant, quantity: 2 },
      ].sort((a, b) => a.categoryId - b.categoryId),
    );
    // 2 × 100 + 50, less 10 %.
    assert.deepEqual(hit.partyPrice, { currency: 'USD', subtotal: 250, total: 225 });
  });

  test('filters match what they say, and each facet count is the total its filter would show', async () => {
    const from = today();
    const to = addDays(from, 30);
    const base = { from, to, adults: 2 };
    const all = await search(base);
    const facets = all.facets as {
      timeOfDay: Record<string, number>;
      language: Record<string, number>;
      family: number;
      price: { min: number; max: number; currency: string };
    };
    for (const timeOfDay of ['morning', 'afternoon', 'evening']) {
      const filtered = await allHits({ ...base, timeOfDay });
      assert.equal(filtered.length, facets.timeOfDay[timeOfDay], timeOfDay);
      for (const hit of filtered) {
        const hour = Number(
          new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Cairo' }).format(
            new Date(hit.session.startsAt),
          ),
        );
        assert.ok(
          timeOfDay === 'morning' ? hour < 12 : timeOfDay === 'afternoon' ? hour >= 12 && hour < 17 : hour >= 17,
        );
      }
    }
    assert.ok(facets.language.fr > 0 && facets.language.fr < all.total);
    const french = await allHits({ ...base, language: 'fr' });
    assert.equal(french.length, facets.language.fr);
    assert.ok(french.every((h) => h.guideLanguages.includes('fr')));
    assert.equal((await search({ ...base, family: true })).total, facets.family);

    const cheap = await allHits({ ...base, priceMax: facets.price.min + 50, currency: 'USD' });
    assert.ok(cheap.length > 0 && cheap.length < all.total);
    assert.ok(cheap.every((h) => h.partyPrice.total <= facets.price.min + 50));
  });

  test('the price filter takes and answers amounts in the caller’s currency (EGP, EUR)', async () => {
    const { rates } = (await get('/api/fx-rates')).json<{ rates: Record<string, number> }>();
    const base = { from: today(), to: addDays(today(), 30), adults: 2 };
    const priceFacet = async (currency: string) =>
      ((await search({ ...base, currency })).facets as { price: { min: number; max: number; currency: string } }).price;
    const [usd, egp, eur] = [await priceFacet('USD'), await priceFacet('EGP'), await priceFacet('EUR')];
    assert.equal(egp.currency, 'EGP');
    assert.equal(eur.currency, 'EUR');
    // Rates are currency per EGP: the cheapest party price in USD, as EGP and as EUR, to the cent.
    assert.ok(Math.abs(egp.min - usd.min / rates.USD) <= 0.01 * usd.min, `${egp.min} EGP vs ${usd.min} USD`);
    assert.ok(Math.abs(eur.min - (usd.min / rates.USD) * rates.EUR) <= 0.01 * usd.min);

    // A ceiling between the cheapest and the dearest, in EGP: what it keeps costs at most that much in EGP, and the
    // same ceiling in USD keeps the same experiences.
    const ceilingEgp = Math.round((egp.min + egp.max) / 2);
    const inEgp = await allHits({ ...base, currency: 'EGP', priceMax: ceilingEgp });
    const all = await allHits(base);
    assert.ok(inEgp.length > 0 && inEgp.length < all.length);
    for (const hit of inEgp) {
      const egpTotal = hit.partyPrice.total / rates[hit.partyPrice.currency];
      assert.ok(
        egpTotal <= ceilingEgp + 0.01,
        `${hit.partyPrice.total} ${hit.partyPrice.currency} > ${ceilingEgp} EGP`,
      );
    }
    // (One experience may sit on the ceiling, rounded to the cent in each currency.)
    const inUsd = await allHits({
      ...base,
      currency: 'USD',
      priceMax: Math.floor(ceilingEgp * rates.USD * 100) / 100,
    });
    assert.ok(Math.abs(inUsd.length - inEgp.length) <= 1);
    // Read as USD, the EGP amount would keep everything.
    assert.equal((await allHits({ ...base, currency: 'USD', priceMax: ceilingEgp })).length, all.length);
    assert.equal((await get('/api/search?from=2027-01-01&currency=GBP')).statusCode, 400);
  });

  test('sorts: by price ascending, by distance from the chosen city ascending', async () => {
    const base = { from: today(), to: addDays(today(), 30), adults: 1 };
    const byPrice = (await allHits({ ...base, sort: 'price' })).map((h) => h.partyPrice.total);
    assert.deepEqual(
      byPrice,
      [...byPrice].sort((a, b) => a - b),
    );
    const byDistance = await allHits({ ...base, sort: 'distance', near: 'Aswan' });
    const km = byDistance.map((h) => h.distanceKm!);
    assert.deepEqual(
      km,
      [...km].sort((a, b) => a - b),
    );
    assert.equal(byDistance[0].experience.location, 'Aswan');
  });

  test('sort by rating: the best average of visible reviews first, unreviewed experiences last', async () => {
    const base = { from: today(), to: addDays(today(), 30), adults: 1 };
    const { rows } = await database.db.execute<{ id: number; rating: number }>(
      sql`select experience_id as id, avg(overall)::double precision as rating from reviews
          where hidden_at is null group by experience_id`,
    );
    const ratingOf = new Map(rows.map((row) => [Number(row.id), Number(row.rating)]));
    assert.ok(ratingOf.size > 1, 'the seed has reviewed experiences');
    const ratings = (await allHits({ ...base, sort: 'rating' })).map((h) => ratingOf.get(h.experience.id) ?? -1);
    assert.ok(ratings.some((rating) => rating > 0));
    assert.deepEqual(
      ratings,
      [...ratings].sort((a, b) => b - a),
    );
  });

  test('bad input: a clear 400 naming the field', async () => {
    const from = today();
    const cases: [string, string, string][] = [
      [`from=${from}&to=${addDays(from, -1)}`, 'to', 'The last day must not be before the first'],
      [`from=${from}&to=${addDays(from, 400)}`, 'to', 'Choose at most a year (366 days)'],
      [`from=2026-02-30`, 'from', 'Enter a date that exists, as YYYY-MM-DD'],
      [`adults=0`, 'adults', 'Choose at least one adult'],
      [`adults=100`, 'adults', 'A party is at most 10 travellers'],
      [`adults=5&children=6`, 'adults', 'A party is at most 10 travellers'],
      [
        `adults=1&infants=3`,
        'infants',
        'Young children need an adult ticket in the same booking, at most 2 per adult.',
      ],
      [`where=Atlantis`, 'where', 'Choose a governorate of Egypt, or anywhere'],
      [`near=Paris&sort=distance`, 'near', 'Choose a governorate of Egypt, or anywhere'],
      [`priceMin=50&priceMax=10`, 'priceMax', 'The highest price must not be below the lowest'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/search?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error.code, 'VALIDATION');
      assert.equal(res.json().error.fields[field], message, query);
    }
    const schema = await get('/api/search?adults=-1');
    assert.equal(schema.statusCode, 400);
    assert.equal((await get('/api/search?where=anywhere')).statusCode, 200);
  });
});

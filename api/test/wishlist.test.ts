// The wishlist: save and remove, the list as the catalogue shows it with the next session for the party, sold-out and
// price-change notes, the per-account write limit, and every refusal: signed out, unknown experiences, bad parties.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { experienceSessions, experiences, ticketCategories } from '../src/db/schema.js';
import { appPerFile, call, changedBehindTheApi, post, signUp, testApp } from './helpers.js';
import { DAY_MINUTES, insertExperience } from './sessionFixtures.js';
import { wishlistCalls } from './wishlistFixtures.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});
const { as, save, list, rowsOf, bookable } = wishlistCalls(
  () => app,
  () => database,
);

describe('saving and listing', () => {
  test('signed out, every wishlist route is 401 and nothing is written', async () => {
    const [one] = await bookable(1);
    for (const [method, url] of [
      ['GET', '/api/me/wishlist'],
      ['GET', '/api/me/wishlist/ids'],
      ['PUT', `/api/me/wishlist/items/${one.id}`],
      ['DELETE', `/api/me/wishlist/items/${one.id}`],
      ['POST', '/api/me/wishlist/shares'],
    ] as const) {
      const res = await call(app, { method, url });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    const merge = await post(app, '/api/me/wishlist/merge', { experienceIds: [one.id] });
    assert.equal(merge.statusCode, 401);
  });

  test('a saved experience is listed as the catalogue shows it, with its next session; saving twice keeps one', async () => {
    const { cookie, user } = await signUp(app);
    const [first, second] = await bookable(2);
    assert.equal((await save(cookie, first.id)).statusCode, 204);
    assert.equal((await save(cookie, second.id)).statusCode, 204);
    assert.equal((await save(cookie, first.id)).statusCode, 204);
    assert.equal((await rowsOf(user.id)).length, 2);

    const wishlist = await list(cookie);
    assert.deepEqual(
      wishlist.items.map((item) => item.experience.id),
      [second.id, first.id],
      'newest saved first',
    );
    const item = wishlist.items.find((i) => i.experience.id === first.id)!;
    assert.deepEqual(item.experience, first, 'the same experience the catalogue lists');
    assert.equal(item.savedPrice, first.discountedPrice);
    assert.equal(item.savedCurrency, first.currency);
    assert.equal(item.priceChanged, false);
    assert.equal(item.soldOut, false);
    assert.equal(item.nextSession?.startsAt, first.startsAt);
    assert.equal(item.nextSession?.placesLeft, first.ticketsCount);
    assert.equal(wishlist.share, null);

    const ids = await as(cookie, 'GET', '/api/me/wishlist/ids');
    assert.deepEqual(ids.json(), { ids: [second.id, first.id] });
  });

  test('in Arabic the experiences are named as the Arabic catalogue names them', async () => {
    const { cookie } = await signUp(app);
    const [one] = await bookable(1);
    await save(cookie, one.id);
    const catalogue = await call(app, {
      method: 'GET',
      url: `/api/events/${one.id}`,
      headers: { 'accept-language': 'ar' },
    });
    const res = await call(app, {
      method: 'GET',
      url: '/api/me/wishlist',
      headers: { cookie, 'accept-language': 'ar' },
    });
    assert.equal(res.headers['content-language'], 'ar');
    assert.equal(res.json().items[0].experience.name, catalogue.json().name);
    assert.notEqual(catalogue.json().name, one.name);
  });

  test('removing: 204, then the same id is 404 WISHLIST_ITEM_NOT_FOUND', async () => {
    const { cookie, user } = await signUp(app);
    const [one] = await bookable(1);
    await save(cookie, one.id);
    assert.equal((await as(cookie, 'DELETE', `/api/me/wishlist/items/${one.id}`)).statusCode, 204);
    const again = await as(cookie, 'DELETE', `/api/me/wishlist/items/${one.id}`);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().error.code, 'WISHLIST_ITEM_NOT_FOUND');
    assert.equal((await rowsOf(user.id)).length, 0);
  });

  test("removing leaves another traveller's wishlist alone: their saved id is 404 for me", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const [one] = await bookable(1);
    await save(owner.cookie, one.id);
    const res = await as(other.cookie, 'DELETE', `/api/me/wishlist/items/${one.id}`);
    assert.equal(res.statusCode, 404);
    assert.equal((await rowsOf(owner.user.id)).length, 1);
    assert.equal((await list(other.cookie)).items.length, 0);
  });

  test('unknown, unpublished or malformed experience ids: 404 / 400, nothing saved', async () => {
    const { cookie, user } = await signUp(app);
    const unknown = await save(cookie, 999_999);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.code, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await as(cookie, 'PUT', `/api/me/wishlist/items/${bad}`);
      assert.equal(res.statusCode, 400, bad);
    }
    const [draft] = await database.db
      .update(experiences)
      .set({ status: 'draft' })
      .where(eq(experiences.id, (await bookable(1))[0].id))
      .returning();
    try {
      assert.equal((await save(cookie, draft.id)).statusCode, 404, 'a draft reads as unknown');
    } finally {
      await database.db.update(experiences).set({ status: 'published' }).where(eq(experiences.id, draft.id));
      changedBehindTheApi(app);
    }
    assert.equal((await rowsOf(user.id)).length, 0);
  });
});

describe('what the list tells', () => {
  test('a price change is told with the price at saving; a sold-out experience is told as such', async () => {
    const { cookie } = await signUp(app);
    const [priced, full] = await bookable(2);
    await save(cookie, priced.id);
    await save(cookie, full.id);

    const [category] = await database.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.experienceId, priced.id))
      .orderBy(ticketCategories.position, ticketCategories.id)
      .limit(1);
    await database.db
      .update(ticketCategories)
      .set({ priceMinor: category.priceMinor + 1000 })
      .where(eq(ticketCategories.id, category.id));
    const sessions = await database.db
      .update(experienceSessions)
      .set({ placesTaken: sql`${experienceSessions.capacity}` })
      .where(eq(experienceSessions.experienceId, full.id))
      .returning({ id: experienceSessions.id, capacity: experienceSessions.capacity });
    changedBehindTheApi(app);
    try {
      const items = (await list(cookie)).items;
      const changed = items.find((i) => i.experience.id === priced.id)!;
      assert.equal(changed.priceChanged, true);
      assert.equal(changed.savedPrice, priced.discountedPrice);
      assert.notEqual(changed.experience.discountedPrice, priced.discountedPrice);
      const soldOut = items.find((i) => i.experience.id === full.id)!;
      assert.equal(soldOut.soldOut, true);
      assert.equal(soldOut.nextSession, null);
      assert.equal(soldOut.priceChanged, false);
    } finally {
      await database.db
        .update(ticketCategories)
        .set({ priceMinor: category.priceMinor })
        .where(eq(ticketCategories.id, category.id));
      for (const session of sessions)
        await database.db
          .update(experienceSessions)
          .set({ placesTaken: 0 })
          .where(eq(experienceSessions.id, session.id));
      changedBehindTheApi(app);
    }
  });

  test('the next session is the first with places for the whole party', async () => {
    const { cookie } = await signUp(app);
    const [one] = await bookable(1);
    await save(cookie, one.id);
    const first = (await list(cookie)).items[0].nextSession!;
    const [session] = await database.db
      .select()
      .from(experienceSessions)
      .where(
        sql`${experienceSessions.experienceId} = ${one.id} and ${experienceSessions.startsAt} = ${first.startsAt}`,
      );
    // Leave that session two places.
    await database.db
      .update(experienceSessions)
      .set({ placesTaken: session.capacity - 2 })
      .where(eq(experienceSessions.id, session.id));
    try {
      const forTwo = (await list(cookie, '?adults=1&children=1')).items[0];
      assert.equal(forTwo.nextSession?.startsAt, first.startsAt);
      assert.equal(forTwo.nextSession?.placesLeft, 2);
      const forThree = (await list(cookie, '?adults=2&children=1')).items[0];
      assert.notEqual(forThree.nextSession?.startsAt, first.startsAt);
      if (forThree.nextSession) assert.ok(forThree.nextSession.placesLeft >= 3);
      else assert.equal(forThree.soldOut, true);
    } finally {
      await database.db.update(experienceSessions).set({ placesTaken: 0 }).where(eq(experienceSessions.id, session.id));
    }
  });

  test('a party outside 0–50 or not a number: 400', async () => {
    const { cookie } = await signUp(app);
    for (const query of ['?adults=100', '?children=-1', '?adults=two', '?infants=1.5']) {
      const res = await as(cookie, 'GET', `/api/me/wishlist${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error.code, 'VALIDATION');
    }
  });
});

describe('limits', () => {
  test('writes are limited per account: past the limit → 429 RATE_LIMITED, nothing written; others keep theirs', async () => {
    const limited = await testApp(database, { config: { wishlistWritesPerUser: 2 } });
    try {
      const [a, b, c] = await bookable(3);
      const traveller = await signUp(limited);
      const put = (cookie: string, id: number) =>
        call(limited, { method: 'PUT', url: `/api/me/wishlist/items/${id}`, headers: { cookie } });
      assert.equal((await put(traveller.cookie, a.id)).statusCode, 204);
      assert.equal((await put(traveller.cookie, b.id)).statusCode, 204);
      const third = await put(traveller.cookie, c.id);
      assert.equal(third.statusCode, 429);
      assert.equal(third.json().error.code, 'RATE_LIMITED');
      assert.ok(Number(third.headers['retry-after']) >= 1);
      assert.equal((await rowsOf(traveller.user.id)).length, 2);
      const other = await signUp(limited);
      assert.equal((await put(other.cookie, c.id)).statusCode, 204);
    } finally {
      await limited.close();
    }
  });
});

describe("the party's places", () => {
  test('counted as search counts them: an infant whose ticket takes a place needs one, a lap infant none', async () => {
    const { cookie } = await signUp(app);
    const seated = await insertExperience(database.db, {
      underSix: true,
      sessions: [{ startsIn: 2 * DAY_MINUTES, capacity: 2 }],
    });
    const onLap = await insertExperience(database.db, { sessions: [{ startsIn: 2 * DAY_MINUTES, capacity: 2 }] });
    changedBehindTheApi(app);
    for (const id of [seated.experienceId, onLap.experienceId]) assert.equal((await save(cookie, id)).statusCode, 204);
    const next = async (query: string) =>
      new Map(
        (await list(cookie, query)).items.map((item) => [item.experience.id, item.nextSession?.placesLeft ?? null]),
      );
    const twoAndInfant = await next('?adults=2&infants=1');
    assert.equal(twoAndInfant.get(seated.experienceId), null, 'the infant takes a third place: none left');
    assert.equal(twoAndInfant.get(onLap.experienceId), 2, 'a lap infant takes none');
    assert.equal((await next('?infants=1')).get(seated.experienceId), 2, 'an infant alone still needs one place');
    assert.equal((await next('')).get(seated.experienceId), 2, 'nobody named: one adult');
  });
});

describe('the API document', () => {
  test("names each wishlist write's 204 and its refusals", async () => {
    const docsApp = await testApp(database, { config: { apiDocs: true } });
    try {
      const { paths } = (await call(docsApp, { method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      const codes = (path: string, method: string) => Object.keys(paths[path][method].responses).sort();
      assert.deepEqual(codes('/api/me/wishlist/items/{experienceId}', 'put'), [
        '204',
        '400',
        '401',
        '404',
        '409',
        '429',
      ]);
      assert.deepEqual(codes('/api/me/wishlist/items/{experienceId}', 'delete'), ['204', '400', '401', '404', '429']);
      assert.deepEqual(codes('/api/me/wishlist/shares/{id}', 'delete'), ['204', '400', '401', '404', '429']);
    } finally {
      await docsApp.close();
    }
  });
});

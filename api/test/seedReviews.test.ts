// The seed's reviews: written with a catalogue seeded on the same start, never into a database that already had one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { prepareDatabase } from '../src/db/prepare.js';
import { reviews } from '../src/db/schema.js';
import { seedReviewsIfEmpty } from '../src/seed/reviews.js';
import { pgliteDatabase } from './helpers.js';

const reviewCount = async (db: Parameters<typeof seedReviewsIfEmpty>[0]) =>
  (await db.select({ n: count() }).from(reviews))[0].n;

test('a fresh database gets the seed reviews with its catalogue', async () => {
  const database = await pgliteDatabase();
  try {
    assert.ok((await reviewCount(database.db)) >= 20, 'the seeded snapshot has its reviews');
  } finally {
    await database.close();
  }
});

test('a database whose catalogue is there but has no reviews starts without seed reviews, and again after they are deleted', async () => {
  const database = await pgliteDatabase();
  try {
    await database.db.execute(sql`delete from review_votes; delete from review_reports; delete from reviews`);
    await prepareDatabase(database);
    assert.equal(await reviewCount(database.db), 0, 'a real database never gets fake reviews');
    assert.equal(await seedReviewsIfEmpty(database.db), false, 'the seed travellers already exist: nothing collides');
    await prepareDatabase(database);
    assert.equal(await reviewCount(database.db), 0);
  } finally {
    await database.close();
  }
});

// Real PostgreSQL (skipped when none is reachable): one account's wishlist writes arriving at once. Quick saves never
// push a list past its room nor count a save twice; quick share links each answer 201, leaving one live link.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WISHLIST_MAX_ITEMS } from '@kemet/contract';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { wishlistShares } from '../src/db/schema.js';
import { saveExperiences } from '../src/wishlists/wishlistWrites.js';
import { postgresAdminUrl, scratchPostgres, signUp, testApp } from './helpers.js';
import { wishlistCalls } from './wishlistFixtures.js';

const adminUrl = await postgresAdminUrl();

describe(
  'wishlist writes at once, on real PostgreSQL',
  { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' },
  () => {
    let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
    let database: Database;
    let app: FastifyInstance;
    const { as, save, rowsOf, bookable, fillWith } = wishlistCalls(
      () => app,
      () => database,
    );

    before(async () => {
      scratch = await scratchPostgres(adminUrl!);
      database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 10 });
      await prepareDatabase(database);
      app = await testApp(database);
    });
    after(async () => {
      await app?.close();
      await database?.close();
      await scratch?.drop();
    });

    test('saves into the last places of a list: never past its room, 409 WISHLIST_FULL for the rest', async () => {
      const { cookie, user } = await signUp(app);
      const picks = await bookable(10);
      await fillWith(user.id, WISHLIST_MAX_ITEMS - 2);
      const answers = await Promise.all(picks.map((e) => saveExperiences(database.db, user.id, [e.id])));
      assert.deepEqual(answers.map((r) => r.added).sort(), [...Array(8).fill(0), 1, 1]);
      const unsaved = picks[answers.findIndex((answer) => answer.added === 0)];
      const refused = await save(cookie, unsaved.id);
      assert.equal(refused.json().error.code, 'WISHLIST_FULL');
      assert.equal((await rowsOf(user.id)).length, WISHLIST_MAX_ITEMS);
    });

    test('the same device list merged six times at once: each id counted as added once', async () => {
      const { cookie, user } = await signUp(app);
      const ids = (await bookable(4)).map((e) => e.id);
      const merges = await Promise.all(Array.from({ length: 6 }, () => saveExperiences(database.db, user.id, ids)));
      assert.equal(
        merges.reduce((sum, merge) => sum + merge.added, 0),
        4,
      );
      const again = await as(cookie, 'POST', '/api/me/wishlist/merge', { experienceIds: ids });
      assert.deepEqual(again.json(), { added: 0, notFound: [], notSaved: [] });
      assert.equal((await rowsOf(user.id)).length, 4);
    });

    test('share links made with quick clicks: every one 201, one live link left', async () => {
      const { cookie, user } = await signUp(app);
      const answers = await Promise.all(Array.from({ length: 6 }, () => as(cookie, 'POST', '/api/me/wishlist/shares')));
      assert.deepEqual(
        answers.map((r) => r.statusCode),
        [201, 201, 201, 201, 201, 201],
      );
      const live = await database.db
        .select()
        .from(wishlistShares)
        .where(and(eq(wishlistShares.userId, user.id), isNull(wishlistShares.revokedAt)));
      assert.equal(live.length, 1);
    });
  },
);

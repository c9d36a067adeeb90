// The limit on a traveller's review writes: reviews, helpful votes and reports share one count per account, so one
// account cannot flood a page with votes or operations with reports, while travellers behind one address (a hotel's
// Wi-Fi) keep theirs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { reviewReports, reviews, reviewVotes, ticketCheckins } from '../src/db/schema.js';
import { insertTicket } from './gateFixtures.js';
import { appPerFile, signUp, testApp } from './helpers.js';
import { postAs } from './partnerFixtures.js';

let database: Database;
appPerFile((_app, d) => {
  database = d;
});

const LIMIT = 3;
const rowsBy = async (table: typeof reviewVotes | typeof reviewReports, userId: number) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0].n;

describe('review writes past the limit', () => {
  test('429 RATE_LIMITED with Retry-After, nothing written; another account on the same address goes on', async () => {
    const limited: FastifyInstance = await testApp(database, { config: { reviewWritesPerUser: LIMIT } });
    try {
      const seeded = await database.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(isNull(reviews.hiddenAt))
        .limit(4);
      const [first, second, third, fourth] = seeded.map((r) => r.id);
      const flooder = await signUp(limited);
      const ticket = await insertTicket(database.db, { userId: flooder.user.id, startsIn: -30 });
      await database.db.insert(ticketCheckins).values({ ticketId: ticket.ticketId, providerId: ticket.providerId });

      const vote = (cookie: string, id: number) => postAs(limited, `/api/reviews/${id}/helpful`, cookie);
      const report = (cookie: string, id: number) =>
        postAs(limited, `/api/reviews/${id}/reports`, cookie, { reason: 'Looks copied from another site' });
      assert.equal((await vote(flooder.cookie, first)).statusCode, 200);
      assert.equal((await vote(flooder.cookie, second)).statusCode, 200);
      assert.equal((await report(flooder.cookie, third)).statusCode, 201);

      const refused = [
        await vote(flooder.cookie, fourth),
        await report(flooder.cookie, fourth),
        await postAs(limited, `/api/bookings/${ticket.reference}/review`, flooder.cookie, {
          overall: 5,
          guide: 5,
          organisation: 5,
          value: 5,
          language: 'en',
          text: 'A fourth write in a minute, which the limit refuses.',
        }),
      ];
      for (const res of refused) {
        assert.equal(res.statusCode, 429, res.body);
        assert.equal(res.json().error.code, 'RATE_LIMITED');
        assert.ok(Number(res.headers['retry-after']) >= 1);
      }
      assert.equal(await rowsBy(reviewVotes, flooder.user.id), 2);
      assert.equal(await rowsBy(reviewReports, flooder.user.id), 1);
      const written = await database.db.select().from(reviews).where(eq(reviews.userId, flooder.user.id));
      assert.deepEqual(written, []);

      const neighbour = await signUp(limited);
      const theirs = await vote(neighbour.cookie, fourth);
      assert.equal(theirs.statusCode, 200, theirs.body);
      assert.equal(await rowsBy(reviewVotes, neighbour.user.id), 1);
    } finally {
      await limited.close();
    }
  });
});

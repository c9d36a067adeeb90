// The two lists of reviews staff work through, a page at a time: operations' queue (reported since their last
// decision, or hidden; the latest report first, however old the review) and a partner's reviews (every one, newest
// first). The seed's reviews fill them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { experiences, providerStaff, reviews } from '../src/db/schema.js';
import { appPerFile, signUp, uniqueEmail } from './helpers.js';
import { get, operationsAccount, postAs } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

type Listed = { id: number; hidden: boolean; reports: { reason: string }[] };
type Page = { items: Listed[]; page: number; pageSize: number; total: number; totalPages: number };

const seedReviewIds = async () =>
  (await database.db.select({ id: reviews.id }).from(reviews).orderBy(reviews.id)).map((r) => r.id);
const report = async (id: number, reason = 'Looks like an advert') => {
  const reporter = await signUp(app, uniqueEmail('reporter'));
  const res = await postAs(app, `/api/reviews/${id}/reports`, reporter.cookie, { reason });
  assert.equal(res.statusCode, 201, res.body);
};

describe("operations' queue of reported reviews", () => {
  test('pages the queue, the latest report first: a new report on the oldest review tops page 1', async () => {
    const ops = await operationsAccount(app, database.db);
    const ids = await seedReviewIds();
    const [oldest, ...newer] = ids;
    for (const id of newer.slice(-5)) await report(id);
    await report(oldest);
    const queue = async (query: string): Promise<Page> => {
      const res = await get(app, `/api/operations/reviews${query}`, ops.cookie);
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const first = await queue('?pageSize=3');
    assert.equal(first.items[0].id, oldest);
    assert.deepEqual(
      first.items.slice(1).map((r) => r.id),
      newer.slice(-5).reverse().slice(0, 2),
    );
    assert.deepEqual([first.page, first.pageSize, first.total, first.totalPages], [1, 3, 6, 2]);
    const second = await queue('?pageSize=3&page=2');
    assert.deepEqual(
      second.items.map((r) => r.id),
      newer.slice(-5).reverse().slice(2),
    );
    assert.equal((await get(app, '/api/operations/reviews?page=0', ops.cookie)).statusCode, 400);
  });

  test('a decision handles the reports: a restored review leaves the queue until a new report, a hidden one stays', async () => {
    const ops = await operationsAccount(app, database.db);
    const [kept, hidden] = (await seedReviewIds()).slice(5, 7);
    await report(kept);
    await report(hidden);
    const queued = async () =>
      (await get(app, '/api/operations/reviews?pageSize=50', ops.cookie)).json<Page>().items.map((r) => r.id);
    assert.ok((await queued()).includes(kept));

    const decide = (id: number, decision: 'hiding' | 'restoring') =>
      postAs(app, `/api/operations/reviews/${id}/${decision}`, ops.cookie, { reason: 'Checked with the partner' });
    assert.equal((await decide(kept, 'hiding')).statusCode, 200);
    assert.equal((await decide(kept, 'restoring')).statusCode, 200);
    assert.equal((await decide(hidden, 'hiding')).statusCode, 200);
    const afterDecisions = await queued();
    assert.ok(!afterDecisions.includes(kept), 'restored, its reports handled');
    assert.ok(afterDecisions.includes(hidden), 'hidden reviews stay for operations to restore');

    await report(kept, 'Mentions a phone number');
    const [top] = (await get(app, '/api/operations/reviews', ops.cookie)).json<Page>().items;
    assert.equal(top.id, kept);
    assert.deepEqual(
      top.reports.map((r) => r.reason),
      ['Looks like an advert', 'Mentions a phone number'],
    );
  });
});

describe("a partner's reviews", () => {
  test('every visible review of the provider, newest first, a page at a time', async () => {
    const [busiest] = await database.db
      .select({ providerId: experiences.providerId })
      .from(reviews)
      .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
      .groupBy(experiences.providerId)
      .orderBy(desc(database.db.$count(reviews)))
      .limit(1);
    const expected = (
      await database.db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
        .where(and(eq(experiences.providerId, busiest.providerId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
    ).map((r) => r.id);
    assert.ok(expected.length >= 3, 'the seed gives the provider a few reviews');
    const member = await signUp(app, uniqueEmail('partner'));
    await database.db.insert(providerStaff).values({ userId: member.user.id, providerId: busiest.providerId });

    const seen: number[] = [];
    const pages = Math.ceil(expected.length / 2);
    for (let page = 1; page <= pages; page++) {
      const res = await get(app, `/api/partner/reviews?pageSize=2&page=${page}`, member.cookie);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json<Page>();
      assert.deepEqual([body.page, body.total, body.totalPages], [page, expected.length, pages]);
      seen.push(...body.items.map((r) => r.id));
    }
    assert.deepEqual(seen, expected);
    const whole = (await get(app, '/api/partner/reviews', member.cookie)).json<Page>();
    assert.equal(whole.pageSize, 20);
    assert.equal((await get(app, '/api/partner/reviews?pageSize=51', member.cookie)).statusCode, 400);
  });
});

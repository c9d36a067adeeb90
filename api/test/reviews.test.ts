// Reviews only travellers who went can write: a checked-in booking reviews once, scores 1 to 5, its language kept and
// its text as written; the page's summary, filters, sorts and helpful votes; the partner's one reply; reports and
// operations' hiding and restoring with the audit log. Each refusal a clear 4xx that changes nothing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messages } from '@kemet/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { seedExperiences } from '../seed/experiences/index.js';
import { newReference } from '../src/bookings/reference.js';
import { auditLog, bookings, experiences, providerStaff, reviews, ticketCheckins, tickets } from '../src/db/schema.js';
import { insertTicket, keyOf, nonce, otherProvider, type GateTicket } from './gateFixtures.js';
import { appPerFile, post, signUp, uniqueEmail } from './helpers.js';
import { get, operationsAccount, postAs } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const goodReview = {
  overall: 5,
  guide: 4,
  organisation: 5,
  value: 3,
  language: 'en',
  text: 'Our guide Samir knew every carving by heart. <b>Worth</b> the early start!',
};

/** A signed-up traveller with a booking whose one ticket was (or was not) scanned at the gate. */
async function traveller(options: { checkedIn?: boolean } = {}) {
  const account = await signUp(app, uniqueEmail('reviewer'));
  const ticket = await insertTicket(database.db, { userId: account.user.id, startsIn: -30 });
  if (options.checkedIn !== false) {
    const key = await keyOf(database.db, ticket.providerId);
    const scan = await post(
      app,
      '/api/checkins',
      { token: ticket.token, nonce: nonce() },
      { authorization: `Bearer ${key}` },
    );
    assert.equal(scan.json().result, 'valid', scan.body);
  }
  return { ...account, ticket };
}

const review = (cookie: string | undefined, t: GateTicket, body: unknown = goodReview) =>
  postAs(app, `/api/bookings/${t.reference}/review`, cookie, body);
const reviewCount = async () => (await database.db.select({ n: count() }).from(reviews))[0].n;
const pageOf = async (t: GateTicket, query = '') => {
  const res = await get(app, `/api/events/${t.experience.id}/reviews${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

describe('writing a review', () => {
  test('a checked-in traveller reviews once: the text as written, its language, when they went', async () => {
    const t = await traveller();
    const res = await review(t.cookie, t.ticket);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const written = res.json();
    assert.equal(written.text, goodReview.text);
    assert.equal(written.language, 'en');
    assert.deepEqual([written.overall, written.guide, written.organisation, written.value], [5, 4, 5, 3]);
    assert.equal(written.author, 'Nefertari T.');
    assert.equal(written.wentAt, t.ticket.startsAt.toISOString());
    assert.equal(written.reply, null);

    const again = await review(t.cookie, t.ticket, { ...goodReview, overall: 1 });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().error.code, 'REVIEW_EXISTS');
    const page = await pageOf(t.ticket);
    assert.deepEqual(page.items, [written]);
    const mine = (await get(app, '/api/reviews/mine', t.cookie)).json();
    assert.deepEqual(mine.items, [{ reference: t.ticket.reference, reviewId: written.id }]);
  });

  test('a traveller who never checked in: 403, nothing written', async () => {
    const t = await traveller({ checkedIn: false });
    const before = await reviewCount();
    const res = await review(t.cookie, t.ticket);
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().error.code, 'NOT_CHECKED_IN');
    assert.equal(res.json().error.message, 'Only travellers whose ticket was scanned at the entrance can review.');
    assert.equal(await reviewCount(), before);
    assert.deepEqual((await get(app, '/api/reviews/mine', t.cookie)).json().items, []);
  });

  test("another traveller's booking answers as an unknown one: 404, nothing written", async () => {
    const owner = await traveller();
    const other = await signUp(app, uniqueEmail('other'));
    const before = await reviewCount();
    const res = await review(other.cookie, owner.ticket);
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().error.code, 'NOT_FOUND');
    assert.equal(await reviewCount(), before);
  });

  test('signed out: 401 whatever was sent', async () => {
    const t = await traveller();
    const res = await review(undefined, t.ticket, { overall: 9 });
    assert.equal(res.statusCode, 401, res.body);
  });

  test('scores outside 1 to 5, a missing language, short text: 400 field by field, nothing written', async () => {
    const t = await traveller();
    const before = await reviewCount();
    const res = await review(t.cookie, t.ticket, {
      overall: 0,
      guide: 6,
      organisation: 2.5,
      value: 3,
      language: 'fr',
      text: ' short ',
    });
    assert.equal(res.statusCode, 400, res.body);
    const { error } = res.json();
    assert.equal(error.code, 'VALIDATION');
    assert.deepEqual(error.fields, {
      overall: messages.scoreInvalid,
      guide: messages.scoreInvalid,
      organisation: messages.scoreInvalid,
      language: messages.reviewLanguageInvalid,
      text: messages.reviewTextTooShort,
    });
    const missing = await review(t.cookie, t.ticket, { text: goodReview.text });
    assert.equal(missing.statusCode, 400, missing.body);
    assert.equal(missing.json().error.fields.overall, messages.scoreInvalid);
    assert.equal(await reviewCount(), before);
  });
});

describe('the page of reviews', () => {
  test('summary, language and score filters, newest and most helpful first, one vote per traveller', async () => {
    // Three reviews of one experience: three bookings of the same session.
    const first = await traveller();
    const experienceTicket = first.ticket;
    const more = [];
    for (let i = 0; i < 2; i++) {
      const account = await signUp(app, uniqueEmail('reviewer'));
      more.push({ ...account, ticket: await insertTicketFor(experienceTicket, account.user.id) });
    }
    assert.equal((await review(first.cookie, first.ticket, { ...goodReview, overall: 5 })).statusCode, 201);
    const arabic = { ...goodReview, overall: 4, language: 'ar', text: 'رحلة رائعة والمرشد يعرف كل نقش في المعبد.' };
    const second = (await review(more[0].cookie, more[0].ticket, arabic)).json();
    const third = (await review(more[1].cookie, more[1].ticket, { ...goodReview, overall: 4 })).json();

    const all = await pageOf(experienceTicket);
    assert.deepEqual(all.summary, { count: 3, average: 4.3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    assert.deepEqual(
      all.items.map((r: { id: number }) => r.id),
      [third.id, second.id, all.items[2].id],
    );
    assert.equal(all.total, 3);

    const inArabic = await pageOf(experienceTicket, '?language=ar');
    assert.deepEqual(
      inArabic.items.map((r: { text: string }) => r.text),
      [arabic.text],
    );
    assert.equal(inArabic.summary.count, 3, 'the summary counts every review');
    const fours = await pageOf(experienceTicket, '?score=4&pageSize=1&page=2');
    assert.deepEqual([fours.total, fours.totalPages, fours.items[0].id], [2, 2, second.id]);

    const voter = await signUp(app, uniqueEmail('voter'));
    for (let i = 0; i < 2; i++) {
      const vote = await postAs(app, `/api/reviews/${second.id}/helpful`, voter.cookie);
      assert.equal(vote.statusCode, 200, vote.body);
      assert.deepEqual(vote.json(), { helpful: 1 });
    }
    const helpful = await pageOf(experienceTicket, '?sort=helpful');
    assert.equal(helpful.items[0].id, second.id);
    assert.equal(helpful.items[0].helpful, 1);
    // Read back, for the page's pressed buttons: the voter's own votes only, on this experience only.
    const votesOf = (cookie: string | undefined, experienceId = experienceTicket.experience.id) =>
      get(app, `/api/events/${experienceId}/reviews/helpful-votes`, cookie);
    assert.deepEqual((await votesOf(voter.cookie)).json(), { reviewIds: [second.id] });
    assert.equal((await postAs(app, `/api/reviews/${third.id}/helpful`, voter.cookie)).statusCode, 200);
    assert.deepEqual((await votesOf(voter.cookie)).json(), { reviewIds: [second.id, third.id].sort((a, b) => a - b) });
    assert.deepEqual((await votesOf(first.cookie)).json(), { reviewIds: [] });
    assert.deepEqual((await votesOf(voter.cookie, 999_999)).json(), { reviewIds: [] });
    const signedOut = await votesOf(undefined);
    assert.equal(signedOut.statusCode, 401, signedOut.body);
    assert.equal((await get(app, '/api/events/abc/reviews/helpful-votes', voter.cookie)).statusCode, 400);
    await database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, third.id));
    assert.deepEqual((await votesOf(voter.cookie)).json(), { reviewIds: [second.id] }, 'a hidden review is left out');
    await database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, third.id));

    const bad = await get(app, `/api/events/${experienceTicket.experience.id}/reviews?score=6&sort=best`);
    assert.equal(bad.statusCode, 400, bad.body);
    const unknown = await get(app, '/api/events/999999/reviews');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { error: { code: 'NOT_FOUND', message: 'We could not find that experience.' } });
    assert.equal((await postAs(app, '/api/reviews/999999/helpful', voter.cookie)).statusCode, 404);
    const own = await postAs(app, `/api/reviews/${second.id}/helpful`, more[0].cookie);
    assert.equal(own.statusCode, 403, own.body);
    assert.equal(own.json().error.code, 'OWN_REVIEW');
    assert.equal((await pageOf(experienceTicket, '?sort=helpful')).items[0].helpful, 1, 'its count is unchanged');
  });
});

describe("the partner's reply, reports and moderation", () => {
  test('a member of the provider replies once, publicly; another provider gets 404', async () => {
    const t = await traveller();
    const written = (await review(t.cookie, t.ticket)).json();
    const member = await signUp(app, uniqueEmail('partner'));
    await database.db.insert(providerStaff).values({ userId: member.user.id, providerId: t.ticket.providerId });
    const stranger = await signUp(app, uniqueEmail('stranger'));
    const strangerProvider = await otherProvider(database.db, t.ticket.providerId);
    await database.db.insert(providerStaff).values({ userId: stranger.user.id, providerId: strangerProvider });

    const foreign = await postAs(app, `/api/partner/reviews/${written.id}/reply`, stranger.cookie, { text: 'Hello' });
    assert.equal(foreign.statusCode, 404, foreign.body);
    const traveller403 = await postAs(app, `/api/partner/reviews/${written.id}/reply`, t.cookie, { text: 'Hi' });
    assert.equal(traveller403.statusCode, 403, traveller403.body);

    const reply = await postAs(app, `/api/partner/reviews/${written.id}/reply`, member.cookie, {
      text: 'Thank you, Samir will be glad to read this.',
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const second = await postAs(app, `/api/partner/reviews/${written.id}/reply`, member.cookie, { text: 'Again' });
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(second.json().error.code, 'ALREADY_REPLIED');

    const [shown] = (await pageOf(t.ticket)).items;
    assert.equal(shown.reply.text, 'Thank you, Samir will be glad to read this.');
    const listed = (await get(app, '/api/partner/reviews', member.cookie)).json();
    assert.ok(listed.items.some((r: { id: number }) => r.id === written.id));
    const notListed = (await get(app, '/api/partner/reviews', stranger.cookie)).json();
    assert.ok(!notListed.items.some((r: { id: number }) => r.id === written.id));
  });

  test('anyone signed in reports; operations hide with a reason (audited), restore, and travellers see it go and come back', async () => {
    const t = await traveller();
    const written = (await review(t.cookie, t.ticket)).json();
    const reporter = await signUp(app, uniqueEmail('reporter'));
    const reported = await postAs(app, `/api/reviews/${written.id}/reports`, reporter.cookie, { reason: 'Spam link' });
    assert.equal(reported.statusCode, 201, reported.body);
    assert.equal((await postAs(app, `/api/reviews/${written.id}/reports`, undefined, { reason: 'x' })).statusCode, 401);

    const ops = await operationsAccount(app, database.db);
    const queue = (await get(app, '/api/operations/reviews', ops.cookie)).json();
    const inQueue = queue.items.find((r: { id: number }) => r.id === written.id);
    assert.deepEqual(
      inQueue.reports.map((r: { reason: string }) => r.reason),
      ['Spam link'],
    );
    assert.equal(inQueue.hidden, false);
    assert.equal((await get(app, '/api/operations/reviews', reporter.cookie)).statusCode, 403);

    const noReason = await postAs(app, `/api/operations/reviews/${written.id}/hiding`, ops.cookie, { reason: ' ' });
    assert.equal(noReason.statusCode, 400, noReason.body);
    const hidden = await postAs(app, `/api/operations/reviews/${written.id}/hiding`, ops.cookie, {
      reason: 'Advertises another company',
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.equal((await pageOf(t.ticket)).summary.count, 0);
    assert.equal(
      (await postAs(app, `/api/operations/reviews/${written.id}/hiding`, ops.cookie, { reason: 'x' })).statusCode,
      409,
    );
    assert.equal((await postAs(app, `/api/reviews/${written.id}/helpful`, reporter.cookie)).statusCode, 404);

    const restored = await postAs(app, `/api/operations/reviews/${written.id}/restoring`, ops.cookie, {
      reason: 'The link was the partner’s own site',
    });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal((await pageOf(t.ticket)).summary.count, 1);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(written.id)));
    assert.deepEqual(
      entries
        .filter((e) => e.entity === 'review')
        .map((e) => [e.action, e.actorUserId, (e.after as { reason: string }).reason]),
      [
        ['review.hidden', ops.user.id, 'Advertises another company'],
        ['review.restored', ops.user.id, 'The link was the partner’s own site'],
      ],
    );
  });
});

/** Another traveller's checked-in ticket on the same experience's session as `t`. */
async function insertTicketFor(t: GateTicket, userId: number): Promise<GateTicket> {
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, t.bookingId));
  const [ticket] = await database.db.select().from(tickets).where(eq(tickets.id, t.ticketId));
  const reference = newReference();
  const [copy] = await database.db
    .insert(bookings)
    .values({ ...booking, id: undefined, reference, userId, idempotencyKey: nonce(), holdId: null })
    .returning({ id: bookings.id });
  const ticketId = nonce();
  await database.db.insert(tickets).values({ ...ticket, id: ticketId, bookingId: copy.id });
  await database.db.insert(ticketCheckins).values({ ticketId, providerId: t.providerId });
  return { ...t, ticketId, bookingId: copy.id, reference };
}

describe('the seed', () => {
  test('most experiences have reviews in both languages, each from a checked-in ticket of a past session', async () => {
    const rows = (
      await database.db.execute<{
        experiences: number;
        reviewed: number;
        languages: string;
        unverified: number;
        future: number;
      }>(sql`
        select ${seedExperiences.length}::int as experiences,
          count(distinct r.experience_id)::int as reviewed,
          string_agg(distinct r.language, ',' order by r.language) as languages,
          count(*) filter (where not exists (select 1 from tickets t join ticket_checkins c on c.ticket_id = t.id
            where t.booking_id = r.booking_id))::int as unverified,
          count(*) filter (where s.starts_at > now())::int as future
        from reviews r join bookings b on b.id = r.booking_id join experience_sessions s on s.id = b.session_id
        join users u on u.id = r.user_id where u.email like 'seed.reviewer.%'`)
    ).rows[0];
    assert.ok(rows.reviewed * 2 > rows.experiences, `${rows.reviewed} of ${rows.experiences} reviewed`);
    assert.equal(rows.languages, 'ar,en');
    assert.equal(rows.unverified, 0);
    assert.equal(rows.future, 0);
    const [giza] = await database.db
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.name, 'Great Pyramids & Sphinx Private Tour'));
    const page = (await get(app, `/api/events/${giza.id}/reviews?sort=helpful`)).json();
    assert.equal(page.summary.count, 3);
    assert.equal(page.items[0].author, 'Hannah B.');
    assert.equal(page.items[0].helpful, 6);
    assert.match(page.items[0].reply.text, /^Thank you, Hannah/);
    assert.equal(page.items[1].author, 'منى س.');
  });
});

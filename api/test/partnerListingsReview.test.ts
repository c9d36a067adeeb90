// A listing from draft to the catalogue: travellers never see a draft or a listing in review (list, facets, sitemap,
// details, availability, quotes and holds answer as for an unknown id); operations approve it and it is live at once
// (the catalogue cache is told), edits to it too; a rejection sends it back as a draft with the reason. Partner A on
// partner B's listing ids gets exactly the answer of an unknown id.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { experiences } from '../src/db/schema.js';
import { appPerFile, call, changedBehindTheApi, post, signUp } from './helpers.js';
import {
  bodyOf,
  createListing,
  eventsOf,
  listingBody,
  publishedListing,
  saveListing,
  uploadedPicture,
} from './listingFixtures.js';
import { get, postAs, twoPartners, type Partner } from './partnerFixtures.js';
import { insertExperience } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let a: Partner;
let b: Partner;
let ops: Awaited<ReturnType<typeof twoPartners>>['ops'];
const UNKNOWN_ID = 2_000_000_000;

describe('listings on their way to travellers', () => {
  before(async () => {
    ({ ops, a, b } = await twoPartners(app, database.db));
  });

  test('a draft and a listing in review are nowhere a traveller looks', async () => {
    const draft = await createListing(app, a.owner.cookie, listingBody({ nameEn: 'Hidden draft tour' }));
    const inReview = await createListing(
      app,
      a.owner.cookie,
      listingBody({ nameEn: 'Hidden review tour', images: [await uploadedPicture(app, a.owner.cookie)] }),
    );
    assert.equal(
      (await postAs(app, `/api/partner/listings/${inReview.id}/submission`, a.owner.cookie)).statusCode,
      200,
    );
    const unknown = await get(app, `/api/events/${UNKNOWN_ID}`);
    for (const { id } of [draft, inReview]) {
      const details = await get(app, `/api/events/${id}`);
      assert.equal(details.statusCode, 404);
      assert.deepEqual(details.json(), unknown.json());
      assert.equal((await get(app, `/api/events/${id}/availability`)).statusCode, 404);
    }
    assert.equal((await eventsOf(app, 'q=hidden')).length, 0);
    const ids = (await eventsOf(app)).map((e) => e.id);
    assert.ok(!ids.includes(draft.id) && !ids.includes(inReview.id));
    const sitemap = (await get(app, '/api/sitemap/experiences')).json<{ id: number }[]>().map((e) => e.id);
    assert.ok(sitemap.length > 0 && !sitemap.includes(draft.id) && !sitemap.includes(inReview.id));
    const providers = (await get(app, '/api/providers')).json<{ name: string }[]>();
    assert.ok(!providers.some((p) => p.name === a.providerName), 'a provider with no published listing is not a facet');
  });

  test("a draft's session can be neither quoted nor held", async () => {
    const fixture = await insertExperience(database.db);
    await database.db.update(experiences).set({ status: 'draft' }).where(eq(experiences.id, fixture.experienceId));
    changedBehindTheApi(app);
    const choice = { sessionId: fixture.sessions[0], tickets: [{ categoryId: fixture.categories.adult, quantity: 1 }] };
    const quote = await post(app, '/api/quotes', choice);
    assert.equal(quote.statusCode, 404);
    const { cookie } = await signUp(app);
    const hold = await post(app, '/api/holds', choice, { cookie });
    assert.equal(hold.statusCode, 404);
  });

  test('operations approve a listing in review: it is in the catalogue at once, in both languages', async () => {
    assert.equal((await get(app, `/api/events?pageSize=1`)).statusCode, 200); // a cached page, to be forgotten
    const listing = await publishedListing(app, a.owner.cookie, ops.cookie);
    assert.equal(listing.status, 'published');
    const details = await get(app, `/api/events/${listing.id}`);
    assert.equal(details.statusCode, 200);
    assert.equal(details.json().name, listing.nameEn);
    assert.deepEqual(details.json().images, [listing.images[0], listing.images[0], listing.images[0]]);
    const arabic = await call(app, {
      method: 'GET',
      url: `/api/events/${listing.id}`,
      headers: { 'accept-language': 'ar' },
    });
    assert.equal(arabic.json().name, listing.nameAr);
    assert.ok((await eventsOf(app)).some((e) => e.id === listing.id));
    const audit = (await get(app, '/api/operations/audit?pageSize=1', ops.cookie)).json().items[0];
    assert.deepEqual([audit.action, audit.after.status], ['listing.approved', 'published']);
  });

  test('an edit of a published listing is live at once; the cached details are forgotten', async () => {
    const listing = await publishedListing(app, a.owner.cookie, ops.cookie);
    assert.equal((await get(app, `/api/events/${listing.id}`)).json().name, listing.nameEn);
    const saved = await saveListing(
      app,
      a.owner.cookie,
      listing.id,
      { ...bodyOf(listing), nameEn: 'Felucca and breakfast' },
      `"${listing.version}"`,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().status, 'published');
    assert.equal((await get(app, `/api/events/${listing.id}`)).json().name, 'Felucca and breakfast');
  });

  test('a rejection sends the listing back as a draft with the reason; it can be mended and sent again', async () => {
    const listing = await createListing(
      app,
      b.owner.cookie,
      listingBody({ images: [await uploadedPicture(app, b.owner.cookie)] }),
    );
    await postAs(app, `/api/partner/listings/${listing.id}/submission`, b.owner.cookie);
    const queue = (await get(app, '/api/operations/listings', ops.cookie)).json().items as { id: number }[];
    assert.ok(queue.some((l) => l.id === listing.id));
    const blank = await postAs(app, `/api/operations/listings/${listing.id}/rejection`, ops.cookie, { reason: ' ' });
    assert.equal(blank.statusCode, 400);
    const rejected = await postAs(app, `/api/operations/listings/${listing.id}/rejection`, ops.cookie, {
      reason: 'Please add the boat licence number.',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    const read = (await get(app, `/api/partner/listings/${listing.id}`, b.owner.cookie)).json();
    assert.deepEqual([read.status, read.rejectionReason], ['draft', 'Please add the boat licence number.']);
    assert.equal((await get(app, `/api/events/${listing.id}`)).statusCode, 404);
    const again = await postAs(app, `/api/operations/listings/${listing.id}/approval`, ops.cookie);
    assert.equal(again.statusCode, 409, 'a draft is not approved');
    const resent = await postAs(app, `/api/partner/listings/${listing.id}/submission`, b.owner.cookie);
    assert.deepEqual([resent.json().status, resent.json().rejectionReason], ['in_review', null]);
  });

  test("partner A on partner B's listing ids: the answer of an unknown id, and B's listing is untouched", async () => {
    const listing = await createListing(app, b.owner.cookie);
    const cookie = a.owner.cookie;
    const pairs = [
      [
        get(app, `/api/partner/listings/${UNKNOWN_ID}`, cookie),
        get(app, `/api/partner/listings/${listing.id}`, cookie),
      ],
      [
        saveListing(app, cookie, UNKNOWN_ID, listingBody(), '"1"'),
        saveListing(app, cookie, listing.id, listingBody({ nameEn: 'Taken over' }), '"1"'),
      ],
      [
        saveListing(app, cookie, UNKNOWN_ID, listingBody()),
        saveListing(app, cookie, listing.id, listingBody({ nameEn: 'Taken over' })),
      ],
      [
        postAs(app, `/api/partner/listings/${UNKNOWN_ID}/submission`, cookie),
        postAs(app, `/api/partner/listings/${listing.id}/submission`, cookie),
      ],
    ];
    for (const [unknown, theirs] of pairs) {
      const [u, t] = await Promise.all([unknown, theirs]);
      assert.equal(t.statusCode, 404);
      assert.deepEqual(t.json(), u.json());
    }
    const aList = (await get(app, '/api/partner/listings', cookie)).json().items as { id: number }[];
    assert.ok(!aList.some((l) => l.id === listing.id));
    const bRead = (await get(app, `/api/partner/listings/${listing.id}`, b.owner.cookie)).json();
    assert.deepEqual([bRead.nameEn, bRead.version, bRead.status], [listing.nameEn, 1, 'draft']);
  });

  test("a picture uploaded by partner B cannot be put on partner A's listing", async () => {
    const theirs = await uploadedPicture(app, b.owner.cookie);
    const res = await postAs(app, '/api/partner/listings', a.owner.cookie, listingBody({ images: [theirs] }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.fields.images, 'Upload this picture again');
  });
});

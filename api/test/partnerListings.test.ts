// The listing editor's calls: a draft is created with every field, read back with its version as ETag and saved with
// If-Match (428 without, 412 with the listing as the other person saved it); bad input is a 400 in the one shape with
// field words and changes nothing; HTML is kept as typed; roles and the audit log.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { appPerFile, signUp } from './helpers.js';
import { bodyOf, createListing, listingBody, saveListing, uploadedPicture } from './listingFixtures.js';
import { get, operationsAccount, partnerProvider, postAs, staffMember } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

type Partner = Awaited<ReturnType<typeof partnerProvider>>;
let partner: Partner;
let staff: Awaited<ReturnType<typeof staffMember>>;

describe('a partner editing listings', () => {
  before(async () => {
    const ops = await operationsAccount(app, database.db);
    partner = await partnerProvider(app, database.db, ops.cookie);
    staff = await staffMember(app, database.db, partner.owner.cookie);
  });

  test('a new listing is a draft with every field, read back with its version as ETag', async () => {
    const picture = await uploadedPicture(app, partner.owner.cookie);
    const created = await createListing(app, partner.owner.cookie, listingBody({ images: [picture] }));
    assert.equal(created.status, 'draft');
    assert.equal(created.version, 1);
    assert.deepEqual(bodyOf(created), listingBody({ images: [picture] }));
    const read = await get(app, `/api/partner/listings/${created.id}`, partner.owner.cookie);
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers.etag, '"1"');
    assert.equal(read.headers['cache-control'], 'no-store');
    const list = await get(app, '/api/partner/listings', staff.cookie);
    assert.ok(list.json().items.some((l: { id: number }) => l.id === created.id));
  });

  test('a save names the version it edited: without it 428, stale 412 with what the other person saved', async () => {
    const listing = await createListing(app, partner.owner.cookie);
    const missing = await saveListing(app, partner.owner.cookie, listing.id, bodyOf(listing));
    assert.equal(missing.statusCode, 428);
    assert.equal(missing.json().error.code, 'PRECONDITION_REQUIRED');
    const garbled = await saveListing(app, partner.owner.cookie, listing.id, bodyOf(listing), '*');
    assert.equal(garbled.statusCode, 428);

    const first = await saveListing(
      app,
      staff.cookie,
      listing.id,
      { ...bodyOf(listing), nameEn: 'Felucca at dawn' },
      '"1"',
    );
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers.etag, '"2"');
    assert.equal(first.json().nameEn, 'Felucca at dawn');

    const stale = await saveListing(
      app,
      partner.owner.cookie,
      listing.id,
      { ...bodyOf(listing), nameAr: 'اسم آخر' },
      '"1"',
    );
    assert.equal(stale.statusCode, 412);
    assert.equal(stale.json().error.code, 'LISTING_CHANGED');
    assert.equal(stale.json().current.nameEn, 'Felucca at dawn');
    assert.equal(stale.json().current.version, 2);
    assert.equal(stale.headers.etag, '"2"');
    const after = (await get(app, `/api/partner/listings/${listing.id}`, partner.owner.cookie)).json();
    assert.equal(after.nameAr, listing.nameAr, 'the stale save changed nothing');

    const merged = await saveListing(
      app,
      partner.owner.cookie,
      listing.id,
      { ...bodyOf(after), nameAr: 'اسم آخر' },
      'W/"2"',
    );
    assert.equal(merged.statusCode, 200);
    assert.deepEqual([merged.json().nameEn, merged.json().nameAr], ['Felucca at dawn', 'اسم آخر']);
  });

  test('bad input is a 400 with field words, and nothing is created or changed', async () => {
    const before = (await get(app, '/api/partner/listings', partner.owner.cookie)).json().items.length;
    const res = await postAs(app, '/api/partner/listings', partner.owner.cookie, {
      ...listingBody(),
      kind: 'cruise',
      nameEn: 'ab',
      descriptionAr: '   ',
      governorate: 'Atlantis',
      latitude: 51.5,
      longitude: 'east',
      images: ['https://evil.example/x.png'],
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.code, 'VALIDATION');
    assert.deepEqual(res.json().error.fields, {
      kind: messages.listingKindInvalid,
      nameEn: messages.listingNameTooShort,
      descriptionAr: messages.fieldRequired,
      governorate: messages.governorateInvalid,
      latitude: messages.latitudeInvalid,
      longitude: messages.longitudeInvalid,
      'images.0': messages.listingImageInvalid,
    });
    assert.equal((await get(app, '/api/partner/listings', partner.owner.cookie)).json().items.length, before);
  });

  test('HTML in a description is kept as typed, as text', async () => {
    const script = '<script>alert("x")</script><b>bold</b>';
    const listing = await createListing(app, partner.owner.cookie, listingBody({ descriptionEn: script }));
    const read = await get(app, `/api/partner/listings/${listing.id}`, partner.owner.cookie);
    assert.equal(read.json().descriptionEn, script);
    assert.match(read.headers['content-type'] as string, /^application\/json/);
  });

  test('a draft is submitted once it has a picture; then it waits in review', async () => {
    const bare = await createListing(app, partner.owner.cookie);
    const refused = await postAs(app, `/api/partner/listings/${bare.id}/submission`, partner.owner.cookie);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error.code, 'LISTING_INCOMPLETE');
    const saved = await saveListing(
      app,
      partner.owner.cookie,
      bare.id,
      { ...bodyOf(bare), images: [await uploadedPicture(app, partner.owner.cookie)] },
      '"1"',
    );
    const submitted = await postAs(app, `/api/partner/listings/${bare.id}/submission`, staff.cookie);
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.equal(submitted.json().status, 'in_review');
    assert.equal(submitted.json().version, saved.json().version + 1);
    const again = await postAs(app, `/api/partner/listings/${bare.id}/submission`, staff.cookie);
    assert.equal(again.statusCode, 409);
  });

  test('every change is in the audit log: who, what, before and after', async () => {
    const listing = await createListing(app, partner.owner.cookie);
    await saveListing(app, staff.cookie, listing.id, { ...bodyOf(listing), nameEn: 'Renamed tour' }, '"1"');
    const entries = (await get(app, '/api/partner/audit?pageSize=5', partner.owner.cookie)).json().items;
    const [updated, created] = entries.filter((e: { entityId: string }) => e.entityId === String(listing.id));
    assert.equal(created.action, 'listing.created');
    assert.equal(created.after.nameEn, listing.nameEn);
    assert.equal(updated.action, 'listing.updated');
    assert.equal(updated.actor.id, staff.id);
    assert.equal(updated.before.nameEn, listing.nameEn);
    assert.equal(updated.after.nameEn, 'Renamed tour');
  });

  test('signed out 401, a traveller 403, whatever they send', async () => {
    const traveller = await signUp(app);
    for (const [cookie, status] of [
      [undefined, 401],
      [traveller.cookie, 403],
    ] as const) {
      assert.equal((await get(app, '/api/partner/listings', cookie)).statusCode, status);
      assert.equal((await postAs(app, '/api/partner/listings', cookie, {})).statusCode, status);
      assert.equal((await get(app, '/api/operations/listings', cookie)).statusCode, status);
    }
    assert.equal((await get(app, '/api/operations/listings', partner.owner.cookie)).statusCode, 403);
  });
});

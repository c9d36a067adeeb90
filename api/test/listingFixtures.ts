// What the listing tests stand on: a listing body the editor would send, pictures made on the spot, and the calls of
// the editor (create, read, save with If-Match, submit) and of operations (approve, reject).
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Listing, ListingInput } from '@kemet/contract';
import { call } from './helpers.js';
import { get, postAs } from './partnerFixtures.js';

export const listingBody = (changes: Partial<ListingInput> = {}): ListingInput => ({
  kind: 'tour',
  nameEn: 'Sunrise felucca on the Nile',
  nameAr: 'فلوكة الشروق على النيل',
  descriptionEn: 'Two quiet hours on the river at dawn, with tea on board.',
  descriptionAr: 'ساعتان هادئتان على النهر عند الفجر، مع الشاي على المركب.',
  whatToBringEn: 'A warm jacket',
  whatToBringAr: 'سترة دافئة',
  governorate: 'Aswan',
  meetingPointEn: 'Corniche dock 4',
  meetingPointAr: 'مرسى الكورنيش ٤',
  latitude: 24.0889,
  longitude: 32.8997,
  images: [],
  ...changes,
});

/** A small real picture, with a GPS note in its metadata that the service must not keep. */
export const pngPicture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .withExif({ IFD0: { ImageDescription: 'secret-gps-note' } })
    .toBuffer();

export const uploadPicture = (app: FastifyInstance, cookie: string | undefined, body: Buffer, type = 'image/png') =>
  call(app, {
    method: 'POST',
    url: '/api/partner/listing-images',
    payload: body,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
  });

export async function uploadedPicture(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await uploadPicture(app, cookie, await pngPicture());
  assert.equal(res.statusCode, 201, res.body);
  return res.json().url;
}

export async function createListing(app: FastifyInstance, cookie: string, body: ListingInput = listingBody()) {
  const res = await postAs(app, '/api/partner/listings', cookie, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Listing>();
}

export const saveListing = (app: FastifyInstance, cookie: string, id: number, body: ListingInput, ifMatch?: string) =>
  call(app, {
    method: 'PUT',
    url: `/api/partner/listings/${id}`,
    payload: body,
    headers: { 'content-type': 'application/json', cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
  });

/** What the editor sends for a listing it read: the listing's own fields. */
export function bodyOf(listing: Listing): ListingInput {
  const { id: _id, status: _s, version: _v, rejectionReason: _r, provider: _p, updatedAt: _u, ...input } = listing;
  return input;
}

/** A listing with a picture, submitted and approved: live in the catalogue. */
export async function publishedListing(app: FastifyInstance, ownerCookie: string, opsCookie: string) {
  const listing = await createListing(
    app,
    ownerCookie,
    listingBody({ images: [await uploadedPicture(app, ownerCookie)] }),
  );
  const submitted = await postAs(app, `/api/partner/listings/${listing.id}/submission`, ownerCookie);
  assert.equal(submitted.statusCode, 200, submitted.body);
  const approved = await postAs(app, `/api/operations/listings/${listing.id}/approval`, opsCookie);
  assert.equal(approved.statusCode, 200, approved.body);
  return approved.json<Listing>();
}

export const eventsOf = async (app: FastifyInstance, query = 'sort=recent&pageSize=50') =>
  (await get(app, `/api/events?${query}`)).json().items as { id: number; name: string }[];

// A listing as the partner's editor and operations read it: the experience row, its Arabic texts and its provider.
// Ids of another provider's listings are read as unknown ones (docs/product/partners.md#roles).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Listing, ListingInput, ListingStatus } from '@kemet/contract';
import { capitalOf } from '@kemet/contract/capitals';
import type { Db } from '../db/client.js';
import { experienceTranslations, experiences, providers } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export const LISTING_NOT_FOUND = 'We could not find that listing.';
export const listingNotFound = () => new ApiError(404, 'LISTING_NOT_FOUND', LISTING_NOT_FOUND);

const arabic = sql`${experienceTranslations.experienceId} = ${experiences.id} and ${experienceTranslations.language} = 'ar'`;

const selectListings = (db: Db) =>
  db
    .select({ experience: experiences, arabic: experienceTranslations, provider: providers })
    .from(experiences)
    .innerJoin(providers, eq(providers.id, experiences.providerId))
    .leftJoin(experienceTranslations, arabic)
    .$dynamic();

type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['execute']>>[number];

export function toListing({ experience: e, arabic: ar, provider }: ListingRow): Listing {
  const capital = capitalOf(e.location);
  return {
    id: e.id,
    status: e.status as ListingStatus,
    version: e.version,
    rejectionReason: e.rejectionReason,
    kind: e.kind as Listing['kind'],
    nameEn: e.name,
    nameAr: ar?.name ?? '',
    descriptionEn: e.description,
    descriptionAr: ar?.description ?? '',
    whatToBringEn: e.details,
    whatToBringAr: ar?.details ?? '',
    governorate: e.location,
    meetingPointEn: e.meetingPoint ?? '',
    meetingPointAr: ar?.meetingPoint ?? '',
    latitude: e.meetingLatitude ?? capital.latitude,
    longitude: e.meetingLongitude ?? capital.longitude,
    images: e.images,
    provider: { id: provider.id, name: provider.name },
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** One provider's listing (404 for any other's); `lock` holds the row until the transaction ends. */
export async function listingOf(db: Db, providerId: number | null, id: number, lock = false): Promise<Listing> {
  const where = and(eq(experiences.id, id), providerId === null ? undefined : eq(experiences.providerId, providerId));
  const query = selectListings(db).where(where);
  const [row] = await (lock ? query.for('update', { of: experiences }) : query);
  if (!row) throw listingNotFound();
  return toListing(row);
}

/** A provider's listings, newest first; or, for operations, every listing in one state, oldest first. */
export async function listingsWhere(db: Db, filter: { providerId: number } | { status: ListingStatus }) {
  const where: SQL =
    'providerId' in filter ? eq(experiences.providerId, filter.providerId) : eq(experiences.status, filter.status);
  const order = 'providerId' in filter ? [desc(experiences.createdAt), desc(experiences.id)] : [asc(experiences.id)];
  const rows = await selectListings(db)
    .where(where)
    .orderBy(...order);
  return { items: rows.map(toListing) };
}

/** The experience row's columns for what the editor sent (English in the row, Arabic in its translation). */
export function rowValues(input: ListingInput, providerName: string) {
  return {
    kind: input.kind,
    name: input.nameEn,
    description: input.descriptionEn,
    details: input.whatToBringEn,
    location: input.governorate,
    meetingPoint: input.meetingPointEn || null,
    meetingLatitude: input.latitude,
    meetingLongitude: input.longitude,
    images: input.images,
    searchText: [input.nameEn, input.descriptionEn, input.governorate, providerName].join(' ').toLowerCase(),
  };
}

export function translationValues(input: ListingInput) {
  return {
    name: input.nameAr,
    description: input.descriptionAr,
    details: input.whatToBringAr,
    meetingPoint: input.meetingPointAr || null,
  };
}

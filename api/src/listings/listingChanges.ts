// A listing's life (docs/product/partners.md#listings): created as a draft, saved with the version it was read at
// (If-Match; a stale one is 412 with the listing as it is now), submitted for review, then approved (published) or
// rejected back to draft with a reason by operations. A change to a published listing is live at once: the same
// transaction tells every instance's catalogue cache (placeChanges.ts), and the route empties this instance's after
// commit. Each change writes the audit log.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages, type Listing, type ListingInput, type ListingStatus } from '@kemet/contract';
import { notifyContentChanged } from '../catalog/placeChanges.js';
import type { Db } from '../db/client.js';
import { experienceTranslations, experiences, listingImages } from '../db/schema.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { recordAudit } from '../partners/audit.js';
import type { PartnerCaller } from '../partners/roles.js';
import { LISTING_PICTURE_HEIGHT, LISTING_PICTURE_WIDTH, imageIdOf } from './pictures.js';
import { listingOf, rowValues, translationValues } from './listingRows.js';

export interface Changed {
  listing: Listing;
  /** The catalogue shows it: this instance's cache must forget what it holds. */
  live: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** Every picture is one this provider uploaded. */
async function checkPictures(db: Db, providerId: number, images: string[]): Promise<void> {
  const ids = images.map(imageIdOf);
  if (ids.length === 0) return;
  const own = await db
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(and(eq(listingImages.providerId, providerId), inArray(listingImages.id, ids)));
  if (own.length !== new Set(ids).size)
    throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { images: messages.listingImageInvalid });
}

const audit = (
  db: Db,
  caller: { userId: number; providerId: number },
  action: string,
  before?: Listing,
  after?: Listing,
) =>
  recordAudit(db, {
    actorUserId: caller.userId,
    providerId: caller.providerId,
    action,
    entity: 'listing',
    entityId: (after ?? before)!.id,
    before,
    after,
  });

export async function createListing(db: Db, caller: PartnerCaller, input: ListingInput): Promise<Listing> {
  await checkPictures(db, caller.providerId, input.images);
  // Experience ids are not a sequence (the seed numbers its own): the next one, tried again if another took it.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [{ next }] = await tx
          .execute<{ next: number }>(sql`select coalesce(max(id), 0)::int + 1 as next from experiences`)
          .then((r) => r.rows);
        await tx.insert(experiences).values({
          id: next,
          providerId: caller.providerId,
          status: 'draft',
          imageWidth: LISTING_PICTURE_WIDTH,
          imageHeight: LISTING_PICTURE_HEIGHT,
          ...rowValues(input, caller.providerName),
        });
        await tx
          .insert(experienceTranslations)
          .values({ experienceId: next, language: 'ar', ...translationValues(input) });
        const listing = await listingOf(tx, caller.providerId, next);
        await audit(
          tx,
          { userId: caller.user.id, providerId: caller.providerId },
          'listing.created',
          undefined,
          listing,
        );
        return listing;
      });
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}

/** The version an If-Match header names ("3", W/"3"); 428 when there is none. */
export function versionOf(ifMatch: string | undefined): number {
  const match = ifMatch?.trim().match(/^(?:W\/)?"(\d{1,9})"$/);
  if (!match)
    throw new ApiError(
      428,
      'PRECONDITION_REQUIRED',
      'Send the version you edited (If-Match) so that nobody’s changes are overwritten.',
    );
  return Number(match[1]);
}

export class StaleListing extends ApiError {
  constructor(readonly current: Listing) {
    super(412, 'LISTING_CHANGED', 'Someone else saved this listing after you opened it.');
  }
}

export async function updateListing(
  db: Db,
  caller: PartnerCaller,
  id: number,
  version: number,
  input: ListingInput,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const before = await listingOf(tx, caller.providerId, id, true);
    if (before.version !== version) throw new StaleListing(before);
    await checkPictures(tx, caller.providerId, input.images);
    await tx
      .update(experiences)
      .set({ ...rowValues(input, caller.providerName), version: sql`${experiences.version} + 1` })
      .where(eq(experiences.id, id));
    await tx
      .insert(experienceTranslations)
      .values({ experienceId: id, language: 'ar', ...translationValues(input) })
      .onConflictDoUpdate({
        target: [experienceTranslations.experienceId, experienceTranslations.language],
        set: translationValues(input),
      });
    const live = before.status === 'published';
    if (live) await notifyContentChanged(tx);
    const listing = await listingOf(tx, caller.providerId, id);
    await audit(tx, { userId: caller.user.id, providerId: caller.providerId }, 'listing.updated', before, listing);
    return { listing, live };
  });
}

/** Moves a listing from one state to the next; 409 when it is not in the state the step starts from. */
async function step(
  db: Db,
  target: { id: number; providerId: number | null; actorUserId: number },
  from: ListingStatus,
  to: { status: ListingStatus; rejectionReason: string | null },
  action: string,
  check?: (listing: Listing) => void,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const before = await listingOf(tx, target.providerId, target.id, true);
    if (before.status !== from)
      throw new ApiError(
        409,
        'LISTING_STATE',
        `This listing is ${before.status.replace('_', ' ')}, not ${from.replace('_', ' ')}.`,
      );
    check?.(before);
    await tx
      .update(experiences)
      .set({ ...to, version: sql`${experiences.version} + 1` })
      .where(eq(experiences.id, target.id));
    const live = to.status === 'published';
    if (live) await notifyContentChanged(tx);
    const listing = await listingOf(tx, null, target.id);
    await recordAudit(tx, {
      actorUserId: target.actorUserId,
      providerId: listing.provider.id,
      action,
      entity: 'listing',
      entityId: listing.id,
      before: { status: before.status, version: before.version },
      after: { status: listing.status, version: listing.version, rejectionReason: listing.rejectionReason },
    });
    return { listing, live };
  });
}

const needsPicture = (listing: Listing) => {
  if (listing.images.length === 0)
    throw new ApiError(409, 'LISTING_INCOMPLETE', 'Add at least one picture before submitting the listing.');
};

export const submitListing = (db: Db, caller: PartnerCaller, id: number) =>
  step(
    db,
    { id, providerId: caller.providerId, actorUserId: caller.user.id },
    'draft',
    { status: 'in_review', rejectionReason: null },
    'listing.submitted',
    needsPicture,
  );

export const approveListing = (db: Db, id: number, actorUserId: number) =>
  step(
    db,
    { id, providerId: null, actorUserId },
    'in_review',
    { status: 'published', rejectionReason: null },
    'listing.approved',
  );

export const rejectListing = (db: Db, id: number, actorUserId: number, reason: string) =>
  step(
    db,
    { id, providerId: null, actorUserId },
    'in_review',
    { status: 'draft', rejectionReason: reason },
    'listing.rejected',
  );

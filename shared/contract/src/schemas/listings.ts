// A partner's listings (docs/product/partners.md#listings): the body the editor sends, the listing it reads back
// (with its version, sent again as If-Match), and operations' review queue. The form's yup rules are the same
// (../forms/listings.ts).
import { Type } from 'typebox';
import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_MAX_IMAGES,
  LISTING_NAME_MAX_LENGTH,
  LISTING_NAME_MIN_LENGTH,
  LISTING_SHORT_TEXT_MAX_LENGTH,
  messages,
} from '../messages';
import { EGYPT_BOUNDS, GOVERNORATES, LISTING_IMAGE_PATTERN, LISTING_KINDS } from '../listingRules';
import { body, field } from './fields';

const name = () =>
  field({
    required: messages.fieldRequired,
    minLength: [LISTING_NAME_MIN_LENGTH, messages.listingNameTooShort],
    maxLength: [LISTING_NAME_MAX_LENGTH, messages.listingNameTooLong],
  });
const description = () =>
  field({
    required: messages.fieldRequired,
    maxLength: [LISTING_DESCRIPTION_MAX_LENGTH, messages.listingDescriptionTooLong],
  });
const shortText = () =>
  Type.String({
    transform: ['trim'],
    maxLength: LISTING_SHORT_TEXT_MAX_LENGTH,
    errorMessage: { type: messages.listingShortTextTooLong, maxLength: messages.listingShortTextTooLong },
  });
const oneOf = (values: readonly string[], message: string) =>
  Type.String({ enum: [...values], errorMessage: { enum: message, type: message, not: message } });
const coordinate = (minimum: number, maximum: number, message: string) =>
  Type.Number({ minimum, maximum, errorMessage: { type: message, minimum: message, maximum: message, not: message } });

export const ListingKindSchema = Type.Union([Type.Literal('event'), Type.Literal('tour')]);
export const ListingStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('in_review'),
  Type.Literal('published'),
]);

const editable = {
  kind: oneOf(LISTING_KINDS, messages.listingKindInvalid),
  nameEn: name(),
  nameAr: name(),
  descriptionEn: description(),
  descriptionAr: description(),
  whatToBringEn: shortText(),
  whatToBringAr: shortText(),
  governorate: oneOf(GOVERNORATES, messages.governorateInvalid),
  meetingPointEn: shortText(),
  meetingPointAr: shortText(),
  latitude: coordinate(EGYPT_BOUNDS.minLatitude, EGYPT_BOUNDS.maxLatitude, messages.latitudeInvalid),
  longitude: coordinate(EGYPT_BOUNDS.minLongitude, EGYPT_BOUNDS.maxLongitude, messages.longitudeInvalid),
  images: Type.Array(
    Type.String({ pattern: LISTING_IMAGE_PATTERN.source, errorMessage: { pattern: messages.listingImageInvalid } }),
    { maxItems: LISTING_MAX_IMAGES, errorMessage: { maxItems: messages.listingImagesTooMany } },
  ),
};

/** Creating or saving a listing: every field, each time (the editor holds them all). */
export const ListingBody = body(editable);

export const ListingSchema = Type.Object({
  id: Type.Integer(),
  status: ListingStatusSchema,
  version: Type.Integer({ description: 'Sent back as If-Match ("<version>") with the next save' }),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  kind: ListingKindSchema,
  nameEn: Type.String(),
  nameAr: Type.String(),
  descriptionEn: Type.String(),
  descriptionAr: Type.String(),
  whatToBringEn: Type.String(),
  whatToBringAr: Type.String(),
  governorate: Type.String(),
  meetingPointEn: Type.String(),
  meetingPointAr: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  images: Type.Array(Type.String()),
  provider: Type.Object({ id: Type.Integer(), name: Type.String() }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const ListingList = Type.Object({ items: Type.Array(ListingSchema) });

/** A stale save (412): the error, and the listing as someone else saved it. */
export const StaleListingSchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
  current: ListingSchema,
});

export const ListingImageSchema = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

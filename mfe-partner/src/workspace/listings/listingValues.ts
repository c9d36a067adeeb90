// The editor's values: the listing's fields, with the coordinates as the text of their inputs.
import type { Listing, ListingInput } from '@kemet/contract';
import { capitalOf } from '@kemet/contract/capitals';

export type ListingValues = Omit<ListingInput, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

/** The fields a 412 may show side by side, in the form's order. */
export const LISTING_FIELDS = [
  'kind',
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'whatToBringEn',
  'whatToBringAr',
  'governorate',
  'meetingPointEn',
  'meetingPointAr',
  'latitude',
  'longitude',
  'images',
] as const satisfies readonly (keyof ListingValues)[];
export type ListingField = (typeof LISTING_FIELDS)[number];

const CAIRO = capitalOf('Cairo');

export const emptyListing: ListingValues = {
  kind: 'event',
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  whatToBringEn: '',
  whatToBringAr: '',
  governorate: '',
  meetingPointEn: '',
  meetingPointAr: '',
  latitude: String(CAIRO.latitude),
  longitude: String(CAIRO.longitude),
  images: [],
};

export function valuesOf(listing: Listing): ListingValues {
  const values = { ...emptyListing };
  for (const field of LISTING_FIELDS) Object.assign(values, { [field]: listing[field] });
  return {
    ...values,
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    images: [...listing.images],
  };
}

const trimmed = (text: string) => text.trim();

export function inputOf(values: ListingValues): ListingInput {
  return {
    kind: values.kind,
    nameEn: trimmed(values.nameEn),
    nameAr: trimmed(values.nameAr),
    descriptionEn: trimmed(values.descriptionEn),
    descriptionAr: trimmed(values.descriptionAr),
    whatToBringEn: trimmed(values.whatToBringEn),
    whatToBringAr: trimmed(values.whatToBringAr),
    governorate: values.governorate,
    meetingPointEn: trimmed(values.meetingPointEn),
    meetingPointAr: trimmed(values.meetingPointAr),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    images: values.images,
  };
}

/** The fields where two versions differ. */
export const differingFields = (a: ListingValues, b: ListingValues) =>
  LISTING_FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));

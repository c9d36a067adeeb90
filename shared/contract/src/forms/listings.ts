// The listing editor's rules (formik): the same limits and words as the API's ListingBody (../schemas/listings.ts).
import * as yup from 'yup';
import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_MAX_IMAGES,
  LISTING_NAME_MAX_LENGTH,
  LISTING_NAME_MIN_LENGTH,
  LISTING_SHORT_TEXT_MAX_LENGTH,
  messages,
} from '../messages';
import { EGYPT_BOUNDS, GOVERNORATES, LISTING_IMAGE_PATTERN, LISTING_KINDS } from '../listingRules';

const name = () =>
  yup
    .string()
    .trim()
    .required(messages.fieldRequired)
    .min(LISTING_NAME_MIN_LENGTH, messages.listingNameTooShort)
    .max(LISTING_NAME_MAX_LENGTH, messages.listingNameTooLong);
const description = () =>
  yup
    .string()
    .trim()
    .required(messages.fieldRequired)
    .max(LISTING_DESCRIPTION_MAX_LENGTH, messages.listingDescriptionTooLong);
const shortText = () =>
  yup.string().trim().max(LISTING_SHORT_TEXT_MAX_LENGTH, messages.listingShortTextTooLong).default('');
/** The inputs hold text; a blank or non-number is refused with the field's words. */
const coordinate = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? undefined : value))
    .typeError(message)
    .required(message)
    .min(min, message)
    .max(max, message);

export const listingSchema = yup.object({
  kind: yup
    .string()
    .required(messages.listingKindInvalid)
    .oneOf([...LISTING_KINDS], messages.listingKindInvalid),
  nameEn: name(),
  nameAr: name(),
  descriptionEn: description(),
  descriptionAr: description(),
  whatToBringEn: shortText(),
  whatToBringAr: shortText(),
  governorate: yup.string().required(messages.governorateInvalid).oneOf(GOVERNORATES, messages.governorateInvalid),
  meetingPointEn: shortText(),
  meetingPointAr: shortText(),
  latitude: coordinate(EGYPT_BOUNDS.minLatitude, EGYPT_BOUNDS.maxLatitude, messages.latitudeInvalid),
  longitude: coordinate(EGYPT_BOUNDS.minLongitude, EGYPT_BOUNDS.maxLongitude, messages.longitudeInvalid),
  images: yup
    .array(yup.string().required().matches(LISTING_IMAGE_PATTERN, messages.listingImageInvalid))
    .max(LISTING_MAX_IMAGES, messages.listingImagesTooMany)
    .default([]),
});

export type ListingFormInput = yup.InferType<typeof listingSchema>;

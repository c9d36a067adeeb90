// What a listing may hold, for both its schemas (TypeBox for the API, yup for the form): the governorates, the kinds,
// the states, Egypt's bounds for the meeting point and the address an uploaded picture is served at.
import { governorateCapitals } from './governorateCapitals';

export const LISTING_KINDS = ['event', 'tour'] as const;
export const LISTING_STATUSES = ['draft', 'in_review', 'published'] as const;
/** The 27 governorates, by the English name experiences.location holds. */
export const GOVERNORATES = Object.keys(governorateCapitals).sort();
/** A box around Egypt: a meeting point outside it is a typing mistake. */
export const EGYPT_BOUNDS = { minLatitude: 22, maxLatitude: 32, minLongitude: 24.5, maxLongitude: 37 } as const;
/** Where an uploaded picture is served (api/src/routes/listingImages.ts): a random id, never reused. */
export const LISTING_IMAGE_PATTERN = /^\/api\/media\/uploads\/[a-f0-9]{32}\.webp$/;

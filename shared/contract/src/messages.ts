// The validation texts (docs/product/texts-and-messages.md#validation): the contract for every form and for the API.
// Passwords: at least 8 characters (ASVS 5.0 6.2.1; docs/product/rules.md#passwords).
import { SEARCH_MESSAGES } from './search';

export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 1000;
// A partner's listing (docs/product/partners.md#listings).
export const LISTING_NAME_MIN_LENGTH = 3;
export const LISTING_NAME_MAX_LENGTH = 120;
export const LISTING_DESCRIPTION_MAX_LENGTH = 2000;
export const LISTING_SHORT_TEXT_MAX_LENGTH = 500;
export const LISTING_MAX_IMAGES = 8;
export const LISTING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// Partners' schedules and sessions (docs/product/partners.md#schedules-and-sessions).
/** The highest ticket price accepted, in the listing's currency: above it is a typing slip, not a price. */
export const PRICE_MAX = 100_000;
export const CAPACITY_MAX = 5_000;
export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 1_440;
export const CUTOFF_MAX_MINUTES = 10_080;
export const AGE_MAX = 120;
/** How many days a closure may span, and how far ahead a one-off session may be. */
export const CLOSURE_MAX_DAYS = 366;
export const SESSION_MAX_DAYS_AHEAD = 730;
export const WEEKLY_RULES_MAX = 50;

// Reviews (docs/product/reviews.md).
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_TEXT_MIN_LENGTH = 20;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const REVIEW_LANGUAGES = ['en', 'ar'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export const messages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordHasEmail: 'Password must not contain your email address',
  passwordHasName: 'Password must not contain your name',
  passwordHasKemet: 'Password must not contain the word Kemet',
  passwordCommon: 'This password is too common. Please choose another.',
  passwordUnchanged: 'Choose a password different from your current one',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'This is not your current password',
  resetLinkInvalid: 'This reset link is not valid. Please ask for a new one.',
  fieldRequired: 'This field is required',
  textTooLong: `Please keep this under ${TEXT_MAX_LENGTH} characters`,
  websiteInvalid: 'Enter a full website address, like https://example.com',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces or + - ( )',
  reasonRequired: 'Tell the applicant why',
  roleInvalid: 'Choose owner or staff',
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters`,
  listingNameTooShort: `A name needs at least ${LISTING_NAME_MIN_LENGTH} characters`,
  listingNameTooLong: `Please keep the name under ${LISTING_NAME_MAX_LENGTH} characters`,
  listingDescriptionTooLong: `Please keep the description under ${LISTING_DESCRIPTION_MAX_LENGTH} characters`,
  listingShortTextTooLong: `Please keep this under ${LISTING_SHORT_TEXT_MAX_LENGTH} characters`,
  listingKindInvalid: 'Choose event or tour',
  governorateInvalid: 'Choose a governorate',
  latitudeInvalid: 'Enter a latitude inside Egypt, between 22 and 32',
  longitudeInvalid: 'Enter a longitude inside Egypt, between 24.5 and 37',
  listingImagesTooMany: `A listing may have up to ${LISTING_MAX_IMAGES} pictures`,
  listingImageInvalid: 'Upload this picture again',
  // Schedules and sessions.
  priceInvalid: 'Enter a price of 0 or more, with at most 2 decimals',
  priceTooHigh: `Enter a price of at most ${PRICE_MAX}`,
  capacityInvalid: `Enter a capacity from 1 to ${CAPACITY_MAX}`,
  durationInvalid: `Enter a length from ${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES} minutes`,
  cutoffInvalid: `Enter a booking cut-off from 0 to ${CUTOFF_MAX_MINUTES} minutes`,
  dateInvalid: 'Enter a date that exists, as YYYY-MM-DD',
  timeInvalid: 'Enter a time as HH:MM, on the 24-hour clock',
  weekdayInvalid: 'Choose a day of the week',
  ageInvalid: `Enter an age from 0 to ${AGE_MAX}`,
  ageBandInvalid: 'The oldest age must not be below the youngest',
  travellersReasonRequired: 'Tell the travellers why',
  closureEndBeforeStart: 'The last day must not be before the first',
  closureTooLong: `A closure may span at most ${CLOSURE_MAX_DAYS} days`,
  dateInPast: 'This day has already passed in Cairo',
  dateTooFar: `Choose a day within ${SESSION_MAX_DAYS_AHEAD} days`,
  sessionInPast: 'This time has already passed in Cairo',
  timeInDstGap: 'This time does not exist in Cairo on that day: the clocks jump from midnight to 01:00',
  categoryInvalid: 'Choose one of the categories',
  // Partner sales and statements (salesPeriods.ts).
  rangeBackwards: 'The last day must not be before the first',
  rangeTooLong: 'Choose at most a year (366 days)',
  monthInvalid: 'Enter a real month (YYYY-MM)',
  monthInFuture: 'This month has not begun yet',
  // Reviews.
  scoreInvalid: 'Choose a score from 1 to 5',
  reviewLanguageInvalid: 'Choose English or Arabic',
  reviewTextRequired: 'Tell other travellers how it went',
  reviewTextTooShort: `Please write at least ${REVIEW_TEXT_MIN_LENGTH} characters`,
  reviewTextTooLong: `Please keep your review under ${REVIEW_TEXT_MAX_LENGTH} characters`,
  replyRequired: 'Write your reply',
  replyTooLong: `Please keep your reply under ${REVIEW_REPLY_MAX_LENGTH} characters`,
  moderationReasonRequired: 'Give the reason',
  // Search by dates and party (search.ts; its dates' words are dateInvalid, rangeBackwards and rangeTooLong above).
  partyEmpty: SEARCH_MESSAGES.partyEmpty,
  partyTooBig: SEARCH_MESSAGES.partyTooBig,
  infantsNeedAdults: SEARCH_MESSAGES.infantsNeedAdults,
  unknownGovernorate: SEARCH_MESSAGES.unknownGovernorate,
  priceBackwards: SEARCH_MESSAGES.priceBackwards,
} as const;

// Search by dates and party (docs/product/search.md): the values the search endpoint, its form and its links agree on.
import { INFANTS_NEED_ADULT_MESSAGE, MAX_TICKETS_PER_BOOKING } from './constants';

/** The longest range a search may span, in days after `from` (a year, a leap year's too). */
export const SEARCH_MAX_DAYS = 366;
/** When no `to` is given: this many days after `from`. */
export const SEARCH_DEFAULT_DAYS = 30;
/** A party is one booking: at least one traveller, at most one booking's tickets. */
export const PARTY_MAX = MAX_TICKETS_PER_BOOKING;

export const PARTY_RESIDENCIES = ['foreign', 'egyptian'] as const;
export type PartyResidency = (typeof PARTY_RESIDENCIES)[number];

/** Cairo hours: morning before noon, afternoon noon to 17:00, evening from 17:00. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** A session's length: up to 3 hours, 3 to 6 hours, longer. */
export const DURATIONS = ['short', 'half_day', 'full_day'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Languages a guide may speak (ISO 639-1), as experiences.guide_languages stores them. */
export const GUIDE_LANGUAGES = ['ar', 'en', 'fr', 'de', 'es', 'it', 'ru', 'zh'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

/** The results' orders; the first is the default. `distance` is from the capital of the `near` governorate. */
export const SEARCH_SORTS = ['soonest', 'price', 'rating', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The governorate `distance` measures from when the search names no `near`. */
export const DEFAULT_NEAR = 'Cairo';

/** `where` when the traveller goes anywhere in Egypt (the same as leaving it out). */
export const ANYWHERE = 'anywhere';

export const SEARCH_MESSAGES = {
  rangeBackwards: 'The last day must not be before the first',
  rangeTooLong: `Choose at most a year (${SEARCH_MAX_DAYS} days)`,
  dateInvalid: 'Enter a date that exists, as YYYY-MM-DD',
  partyEmpty: 'Choose at least one adult',
  partyTooBig: `A party is at most ${PARTY_MAX} travellers`,
  infantsNeedAdults: INFANTS_NEED_ADULT_MESSAGE,
  unknownGovernorate: 'Choose a governorate of Egypt, or anywhere',
  priceBackwards: 'The highest price must not be below the lowest',
} as const;

// @kemet/contract: what the API and the pages agree on. This entry holds no TypeBox or yup code, so apps may import it
// at run time; the schemas are '@kemet/contract/schemas' (the API), the form rules '@kemet/contract/forms'.
export type * from './types';
export * from './constants';
export * from './messages';
export { personalPasswordProblem, type PasswordOwner } from './passwordRules';
export { infantsRoomLeft } from './accompaniment';
export { hasTakenPlace } from './hasTakenPlace';
export { ticketChoiceFromSearch, ticketChoiceToSearch } from './ticketChoice';
export { EGYPT_BOUNDS, GOVERNORATES, LISTING_IMAGE_PATTERN, LISTING_KINDS, LISTING_STATUSES } from './listingRules';
export {
  SALES_DEFAULT_DAYS,
  SALES_MAX_DAYS,
  calendarDay,
  salesRangeOf,
  salesRangeProblems,
  shiftDay,
  statementMonthProblem,
  type SalesRange,
} from './salesPeriods';
export * from './search';
export { PARTY_COOKIE, partyFromCookie, partyCookieValue, type Party } from './partyCookie';

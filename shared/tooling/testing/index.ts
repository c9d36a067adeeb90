// @kemet/tooling/testing: test helpers every package's tests share (jest only, never bundled).
export {
  makeAvailability,
  makeBooking,
  makeBookingTickets,
  makeCategories,
  makeCheckinAnswer,
  makeExperience,
  makeHold,
  makePage,
  makePriceLine,
  makeQuote,
  makeSession,
  makeTicket,
} from './fixtures';
export { currentUrl, renderAt } from './renderAt';
export { stubScreenWidth } from './screenWidth';
export { withQueryClient } from './withQueryClient';
export { inLanguage } from './language';

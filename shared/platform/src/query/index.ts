// @kemet/platform/query: what needs TanStack Query to run, its own entry (shared when used), so a page loads TanStack
// Query with the first part that uses it, not with the page (QueryProvider.tsx): a query client of one's own (a server
// render, a test), prices in the chosen currency (they read the day's rates with a query), and the page state's queries.
export { createQueryClient, DEFAULT_STALE_TIME_MS } from './createQueryClient';
export { fillFromPageState } from './fillFromPageState';
export { useMoney, fxRatesQuery, type Money } from '../i18n/useMoney';
export { experienceQuery, isMissingExperience, recordIdOfUrlId } from './experiences/experienceQuery';
export { experienceAvailabilityQuery } from './experiences/experienceAvailabilityQuery';
export { experiencesQuery } from './experiences/experiencesQuery';
export { locationsQuery } from './experiences/locationsQuery';
export { providersQuery } from './experiences/providersQuery';
export { quoteQuery } from './experiences/quoteQuery';
export type { DayRange } from '../api/experiencesApi';

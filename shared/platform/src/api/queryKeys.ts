// The query keys of the data service's resources, defined once so every remote names the same data the same way
// (catalog and checkout share ['events', 'detail', id]; the first element is the API path's). The query options of what
// the catalogue sells are in ../query/experiences/, one file per query. Conventions: shared/README.md, "Query keys".
import type { ExperienceQuery, TicketChoice } from '@kemet/contract';

export const experienceKeys = {
  /** Everything read about experiences (/events): what a booking or a cancellation changes (tickets left). */
  all: ['events'] as const,
  list: (query: ExperienceQuery) => ['events', 'list', query] as const,
  /** GET /events/:id by record id; the data is the API's answer, a 404 is an ApiError. */
  detail: (recordId: number) => ['events', 'detail', recordId] as const,
  /**
   * Set (true) by a server render that found no experience at the record id: the browser's page state carries it, so
   * the browser hydrates the same not-found page without asking again (an error is not carried).
   */
  missing: (recordId: number) => ['events', 'missing', recordId] as const,
  /**
   * GET /events/:id/availability?from=&to= by record id: the Cairo days from..to with their sessions and categories.
   */
  availability: (recordId: number, range: { from: string; to: string }) =>
    ['events', 'availability', recordId, range] as const,
  locations: ['events', 'locations'] as const,
  providers: ['events', 'providers'] as const,
};

/** POST /quotes: the server's price of a choice (a session and tickets), keyed on the choice. */
export const quoteKeys = {
  all: ['quotes'] as const,
  detail: (choice: TicketChoice) => ['quotes', choice] as const,
};

/** The signed-in traveller's own data, removed from the cache when the account on the page changes. */
export const myKeys = {
  all: ['my'] as const,
  account: ['my', 'account'] as const,
  bookings: ['my', 'bookings'] as const,
  sessions: ['my', 'sessions'] as const,
};

/** A dev stack's outbox (GET /dev/mailbox). */
export const devKeys = {
  mailbox: ['dev', 'mailbox'] as const,
};

export const configKeys = {
  runtime: ['config', 'runtime'] as const,
};

/** GET /fx-rates: the day's exchange rates the currency switch converts with. */
export const moneyKeys = {
  fxRates: ['fx-rates'] as const,
};

// Values the API and the pages must agree on, written once. The TypeBox schemas are built from them.

/**
 * The session cookie's names: the plain one, and the `__Host-` one of secure mode. A page behind a sign-in asked for
 * without either goes to the sign-in page from the server, before any of its code runs.
 */
export const SESSION_COOKIES = ['kemet_session', '__Host-kemet_session'] as const;

/** The most tickets one booking may take (the checkout's quantity picker stops here, the API refuses more). */
export const MAX_TICKETS_PER_BOOKING = 10;

/** The built-in test payment provider declines this card; every other card is approved. */
export const DECLINING_TEST_CARD_LAST4 = '0002';

/**
 * Proof of work (api/README.md, "Fair limits and proof of work"): a request answered 428 with this code is sent again
 * with a solved challenge of GET /api/challenge, base64 JSON {algorithm, challenge, number, salt, signature}, in this
 * header.
 */
export const PROOF_OF_WORK_HEADER = 'X-Kemet-Proof';
export const PROOF_OF_WORK_REQUIRED = 'PROOF_OF_WORK_REQUIRED';

/**
 * What a limit's 429 RATE_LIMITED says (docs/product/rules.md#rate-limits); the pages add when to try again from
 * Retry-After and say the same in Arabic, found by these words.
 */
export const LIMIT_MESSAGES = {
  signIn: 'Too many sign-in attempts.',
  signUp: 'Too many accounts were created from here.',
  bookings: 'Too many booking attempts.',
  holds: 'Too many attempts to hold places.',
  quotes: 'Too many prices asked for.',
  declinesOnAccount: 'Too many declined payments on this account. Contact support if you need help sooner.',
  declinesWithCard: 'Too many declined payments with this card. Please use another card or contact support.',
  // Another card does not help a device or a network that is waiting.
  declinesOnDevice: 'Too many declined payments on this device. Contact support if you need help sooner.',
  declinesFromAddress: 'Too many declined payments from this network. Contact support if you need help sooner.',
  forms: 'Too many attempts.',
  checkins: 'Too many scans.',
  partnerChanges: 'Too many changes in a short time.',
  wishlist: 'Too many changes to your wishlist in a short time.',
  reviews: 'Too many reviews, votes or reports in a short time.',
} as const;

/** POST /bookings for an event whose start has passed: 409 EVENT_PAST with these words, shown by the pages too. */
export const EVENT_PAST_MESSAGE = 'This event has already taken place';

/** The events list's orders, in the filter bar's order, with the words it shows; the first is the default. */
export const SORT_OPTIONS = [
  { value: 'recent', label: 'Recent' },
  { value: 'name', label: 'By Name' },
  { value: 'location', label: 'By Location' },
  { value: 'provider', label: 'By Provider' },
] as const;

export const EVENT_SORTS = SORT_OPTIONS.map((option) => option.value);
export const DEFAULT_EVENT_SORT = SORT_OPTIONS[0].value;

/** Every time is shown in Cairo time (docs/product/rules.md#sessions-and-ticket-categories). */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

/** A hold keeps its places this long; then they go back to the session. */
export const HOLD_MINUTES = 10;

/** What the gate asks to see, in the words the pages show. */
export const PROOF_LABELS = {
  national_id: 'Egyptian national ID',
  passport: 'Passport',
  student_card: 'Student card',
  none: 'No ID needed',
} as const;

/** What the gate reminds staff to check for a category ("Check student card"); nothing for 'none'. */
export const PROOF_CHECKS = {
  national_id: 'Check Egyptian national ID',
  passport: 'Check passport',
  student_card: 'Check student card',
  none: null,
} as const;

/** The gate's answer in large words (POST /checkins `message`). */
export const CHECKIN_MESSAGES = {
  valid: 'Valid ticket',
  already_used: 'Already used',
  revoked: 'Cancelled booking',
  wrong_provider: "Another provider's ticket",
  not_today: 'Not today',
  invalid: 'Not a Kemet ticket',
} as const;

/** Check-in opens this long before a session starts and closes this long after it ends. */
export const CHECKIN_OPENS_HOURS_BEFORE = 3;
export const CHECKIN_CLOSES_HOURS_AFTER = 1;
/** A ticket's token expires this long after its session ends. */
export const TICKET_EXPIRES_HOURS_AFTER_END = 6;

/**
 * Young children ('infant' categories: "Under 6", "Infant on a lap") come with an adult ticket of the same booking, at
 * most this many each.
 */
export const INFANTS_PER_ADULT = 2;

/** A booking with too many young children for its adults: 422 INFANTS_NEED_ADULT with these words. */
export const INFANTS_NEED_ADULT_MESSAGE = `Young children need an adult ticket in the same booking, at most ${INFANTS_PER_ADULT} per adult.`;

/** The most experiences one wishlist keeps (and one merge sends); a party counted for a wishlist's next sessions. */
export const WISHLIST_MAX_ITEMS = 100;
export const WISHLIST_PARTY_MAX = 50;

/** The currencies a visitor may see prices in (the header's choice); the search answers in one of them. */
export const DISPLAY_CURRENCIES = ['EGP', 'USD', 'EUR'] as const;

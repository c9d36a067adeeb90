// The front end's view of the API: each type is the Static<> of the schema the API validates or serialises with, so a
// schema change that breaks a page fails that package's typecheck. Type-only imports: no TypeBox code reaches a bundle.
import type { Static } from 'typebox';
import type {
  AvailabilityDaySchema,
  AvailabilitySchema,
  BookingBody,
  CancellationPolicySchema,
  CategoryCodeSchema,
  ChoiceBody,
  SearchFacetsSchema,
  SearchHitSchema,
  SearchPageSchema,
  SearchQuery,
  ExperienceSessionSchema,
  HoldSchema,
  PriceLineSchema,
  ProofSchema,
  QuoteSchema,
  ResidencySchema,
  TicketCategorySchema,
  BookingSchema,
  BookingTicketsSchema,
  CheckinAnswerSchema,
  CheckinBody,
  CheckinResultSchema,
  GateProviderSchema,
  JwksSchema,
  MeetingPlaceSchema,
  ProviderKeySchema,
  RevokedListSchema,
  TicketSchema,
  TicketStatusSchema,
  BookingStatusSchema,
  ErrorSchema,
  ExperienceSortSchema,
  ExperiencesQuery,
  ExperienceSchema,
  FeaturedSchema,
  FxRatesSchema,
  MailboxEnvelope,
  NameCountSchema,
  OkMessage,
  PageSchema,
  ProviderSchema,
  RevokedCount,
  SessionSchema,
  UserSchema,
  AccountRoleSchema,
  PartnerRoleSchema,
  PartnerApplicationSchema,
  PartnerApplicationPage,
  InvitationPreviewSchema,
  PartnerMeSchema,
  StaffListSchema,
  GateKeySchema,
  AuditEntrySchema,
  AuditPage,
  ListingBody,
  ListingImageSchema,
  ListingList,
  ListingSchema,
  ListingStatusSchema,
  StaleListingSchema,
  WishlistItemSchema,
  WishlistSchema,
  WishlistPartyQuery,
  SharedWishlistSchema,
  ReviewSchema,
  ReviewSummarySchema,
  ReviewPageSchema,
  HelpfulVotesSchema,
  ReviewBody,
  ReviewsQuery,
  ModeratedReviewSchema,
  ModeratedReviewList,
  ReviewDecisionSchema,
  PartnerReviewSchema,
  PartnerReviewList,
  ReviewableBookingList,
  NewWishlistShareSchema,
  WishlistMergeAnswer,
  WishlistIdsSchema,
} from './schemas';

export type ApiErrorBody = Static<typeof ErrorSchema>;
/** The API's answer to a form it accepted (contact, partner, newsletter, password-reset request and reset). */
export type FormReceipt = Static<typeof OkMessage>;

export type Provider = Static<typeof ProviderSchema>;
export type Featured = Static<typeof FeaturedSchema>;
/** An experience (event or tour). Its record id is the URL id (eventId) + 1 (docs/product/rules.md#ids-in-urls). */
export type Experience = Static<typeof ExperienceSchema>;
export type ExperienceSort = Static<typeof ExperienceSortSchema>;
/** The list's query as a caller writes it: every parameter has a default on the server. */
export type ExperienceQuery = Partial<Static<typeof ExperiencesQuery>>;
/** GET /events answers a page of experiences; no other list is paged. */
export type Page<T extends Experience = Experience> = Omit<Static<typeof PageSchema>, 'items'> & { items: T[] };
export type LocationCount = Static<typeof NameCountSchema>;
export type ProviderCount = Static<typeof NameCountSchema>;

export type User = Static<typeof UserSchema>;
/** A role the pages gate routes and header entries with ('partner', 'partner-owner', 'operations'). */
export type AccountRole = Static<typeof AccountRoleSchema>;
/** One signed-in browser of the traveller, as "Where you're signed in" lists it. */
export type AccountSession = Static<typeof SessionSchema>;
export type RevokedSessions = Static<typeof RevokedCount>;
/** The newest mail of a dev stack's outbox (there is no mail server). */
export type DevMailbox = Static<typeof MailboxEnvelope>;

export type BookingStatus = Static<typeof BookingStatusSchema>;
export type Booking = Static<typeof BookingSchema>;
export type BookingRequest = Static<typeof BookingBody>;

export type CategoryCode = Static<typeof CategoryCodeSchema>;
export type Residency = Static<typeof ResidencySchema>;
/** What the gate asks to see for a ticket category. */
export type Proof = Static<typeof ProofSchema>;
export type TicketCategory = Static<typeof TicketCategorySchema>;
export type CancellationPolicy = Static<typeof CancellationPolicySchema>;
/** One dated session of an experience, with its places left and prices (GET /events/:id/availability). */
export type ExperienceSession = Static<typeof ExperienceSessionSchema>;
export type AvailabilityDay = Static<typeof AvailabilityDaySchema>;
export type Availability = Static<typeof AvailabilitySchema>;
/** One session and a quantity per category: the body of POST /quotes and POST /holds. */
export type TicketChoice = Static<typeof ChoiceBody>;
export type PriceLine = Static<typeof PriceLineSchema>;
export type Quote = Static<typeof QuoteSchema>;
/** Places taken on a session for 10 minutes while the traveller pays (POST /holds). */
export type Hold = Static<typeof HoldSchema>;

export type TicketStatus = Static<typeof TicketStatusSchema>;
/** One person's ticket of a booking, with its signed token (the QR). */
export type Ticket = Static<typeof TicketSchema>;
export type MeetingPlace = Static<typeof MeetingPlaceSchema>;
/** GET /bookings/:reference: the booking, its provider, meeting place and tickets (the ticket page). */
export type BookingTickets = Static<typeof BookingTicketsSchema>;
export type Jwks = Static<typeof JwksSchema>;
export type RevokedTickets = Static<typeof RevokedListSchema>;
export type CheckinResult = Static<typeof CheckinResultSchema>;
export type CheckinRequest = Static<typeof CheckinBody>;
export type CheckinAnswer = Static<typeof CheckinAnswerSchema>;
/** A provider's gate key, shown once when issued. */
export type ProviderKey = Static<typeof ProviderKeySchema>;
/** GET /providers/current: the provider a gate acts for, and how (a provider key or a staff session). */
export type GateProvider = Static<typeof GateProviderSchema>;
/** GET /fx-rates: how many of each currency one EGP buys, with the rates' date and source. */
export type FxRates = Static<typeof FxRatesSchema>;

// The partner workspace and operations (docs/product/partners.md).
export type PartnerRole = Static<typeof PartnerRoleSchema>;
export type PartnerApplication = Static<typeof PartnerApplicationSchema>;
export type PartnerApplicationList = Static<typeof PartnerApplicationPage>;
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;
export type PartnerMe = Static<typeof PartnerMeSchema>;
export type StaffList = Static<typeof StaffListSchema>;
export type GateKeyMeta = Static<typeof GateKeySchema>;
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditList = Static<typeof AuditPage>;

// A partner's listings (docs/product/partners.md#listings).
export type Listing = Static<typeof ListingSchema>;
export type ListingInput = Static<typeof ListingBody>;
export type ListingStatus = Static<typeof ListingStatusSchema>;
export type ListingPage = Static<typeof ListingList>;
export type StaleListing = Static<typeof StaleListingSchema>;
export type UploadedListingImage = Static<typeof ListingImageSchema>;
// A partner's schedules and sessions.
import type {
  ClosureSchema,
  ManifestRowSchema,
  ManifestSchema,
  PartnerCategorySchema,
  PartnerExperienceSchema,
  PartnerSessionSchema,
  ScheduleSchema,
  TodaySchema,
  WeeklyRuleSchema,
} from './schemas/partnerSessions';
export type PartnerSession = Static<typeof PartnerSessionSchema>;
export type PartnerToday = Static<typeof TodaySchema>;
export type PartnerExperience = Static<typeof PartnerExperienceSchema>;
export type PartnerCategory = Static<typeof PartnerCategorySchema>;
export type PartnerClosure = Static<typeof ClosureSchema>;
export type PartnerSchedule = Static<typeof ScheduleSchema>;
export type WeeklyRule = Static<typeof WeeklyRuleSchema>;
export type Manifest = Static<typeof ManifestSchema>;
export type ManifestRow = Static<typeof ManifestRowSchema>;
// Partner sales and statements.
import type { SalesDaySchema, SalesReportSchema, StatementLineSchema, StatementSchema } from './schemas/partnerSales';
export type SalesReport = Static<typeof SalesReportSchema>;
export type SalesDay = Static<typeof SalesDaySchema>;
export type Statement = Static<typeof StatementSchema>;
export type StatementLine = Static<typeof StatementLineSchema>;

export type WishlistItem = Static<typeof WishlistItemSchema>;
export type Wishlist = Static<typeof WishlistSchema>;
export type SharedWishlist = Static<typeof SharedWishlistSchema>;
export type NewWishlistShare = Static<typeof NewWishlistShareSchema>;
export type WishlistMergeResult = Static<typeof WishlistMergeAnswer>;
export type WishlistIds = Static<typeof WishlistIdsSchema>;
/** The party a wishlist's next sessions must fit (GET /me/wishlist and a shared list's query). */
export type WishlistPartyParams = Static<typeof WishlistPartyQuery>;
/** GET /search's query as a caller writes it: every parameter but the range has a default on the server. */
export type SearchQueryParams = Partial<Static<typeof SearchQuery>>;
export type SearchHit = Static<typeof SearchHitSchema>;
export type SearchFacets = Static<typeof SearchFacetsSchema>;
export type SearchPage = Static<typeof SearchPageSchema>;
// Reviews (docs/product/reviews.md).
export type Review = Static<typeof ReviewSchema>;
export type ReviewSummary = Static<typeof ReviewSummarySchema>;
export type ReviewPage = Static<typeof ReviewPageSchema>;
export type HelpfulVotes = Static<typeof HelpfulVotesSchema>;
export type ReviewRequest = Static<typeof ReviewBody>;
export type ReviewsQueryParams = Static<typeof ReviewsQuery>;
export type ModeratedReview = Static<typeof ModeratedReviewSchema>;
export type ModeratedReviewPage = Static<typeof ModeratedReviewList>;
export type ReviewDecision = Static<typeof ReviewDecisionSchema>;
export type PartnerReview = Static<typeof PartnerReviewSchema>;
export type PartnerReviewPage = Static<typeof PartnerReviewList>;
export type ReviewableBookings = Static<typeof ReviewableBookingList>;

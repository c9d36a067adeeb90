// The data service's JSON shapes, as the browser sees them (api/ produces exactly these).

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface Provider {
  id: number;
  name: string;
  location: string;
  website: string;
  image: string;
}

export type Featured = 'event' | 'tour' | null;

export interface Experience {
  /** Record id. The URL id (eventId) is id - 1 (docs/product/rules.md#ids-in-urls). */
  id: number;
  name: string;
  /** Governorate, as named in the map's paths.geojson (e.g. 'Luxor', 'Giza'). */
  location: string;
  /** A short description, for cards. */
  description: string;
  /** Longer text for the TOUR INFO section. */
  details: string;
  /** Three image URLs (same origin, under /api/media/). */
  images: [string, string, string];
  imageWidth: number;
  imageHeight: number;
  provider: Provider;
  ticketsCount: number;
  ticketPrice: number;
  /** Per-mille discount: 150 means 15 % off. */
  sale: number;
  /** ticketPrice - ticketPrice * sale / 1000, rounded to cents. */
  discountedPrice: number;
  available: boolean;
  featured: Featured;
  startsAt: string;
  createdAt: string;
}

export type EventSort = 'recent' | 'name' | 'location' | 'provider';

export interface EventQuery {
  page?: number;
  pageSize?: number;
  sort?: EventSort;
  q?: string;
  location?: string;
  provider?: string;
  featured?: 'event' | 'tour';
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface LocationCount {
  name: string;
  count: number;
}

export interface ProviderCount {
  name: string;
  count: number;
}

export interface User {
  id: number;
  fullName: string;
  email: string;
  UId: string;
  isAdmin: boolean;
  rating: number;
  createdAt: string;
}

/** One signed-in browser of the traveller, as "Where you're signed in" lists it. */
export interface AccountSession {
  /** Public id (never the session token). */
  id: string;
  /** Browser and system in plain words, e.g. 'Chrome on Linux'. */
  device: string;
  /** The session of this browser. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
}

export interface RevokedSessions {
  ok: true;
  message: string;
  revokedSessions: number;
}

/** The newest mail of a dev stack's outbox (there is no mail server). */
export interface DevMailbox {
  enabled: boolean;
  mail: { to: string; subject: string; body: string; createdAt: string } | null;
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'failed';

export interface Booking {
  id: number;
  /** Human-friendly reference shown to the traveller, e.g. 'KMT-7F3K2Q'. */
  reference: string;
  experience: { id: number; name: string; location: string; image: string };
  quantity: number;
  unitPrice: number;
  total: number;
  status: BookingStatus;
  createdAt: string;
}

export interface BookingRequest {
  /** Record id of the experience (not the URL's eventId). */
  eventId: number;
  quantity: number;
  payment: { cardLast4: string; cvc: string };
}

/** The built-in test payment provider declines this card; every other card is approved. */
export const DECLINING_TEST_CARD_LAST4 = '0002';
export const MAX_TICKETS_PER_BOOKING = 10;
/** POST /bookings for an event whose start has passed: 409 EVENT_PAST with these words, shown by the pages too. */
export const EVENT_PAST_MESSAGE = 'This event has already taken place';

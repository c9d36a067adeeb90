// One experience as the seed writes it; the data service derives ids, prices and availability from it.
// images: scene artwork in seed/media/ named <theme>-<dawn|day|dusk>.svg, 800x600.
import type { SeedTicketSet } from './ticketCategories.js';

export interface SeedExperience {
  name: string;
  location: string;
  provider: string;
  description: string;
  details: string;
  images: [string, string, string];
  /** Places on the event's session, or on each of a tour's sessions. */
  ticketsCount: number;
  /** The first ticket category's price: the headline price. */
  priceUsd: number;
  sale: number;
  featured: 'event' | 'tour' | null;
  /** An event's one session (its year moved forward when passed); a tour's sessions come from its schedule. */
  startsAt: string;
  createdAt: string;
  kind: 'event' | 'tour';
  tickets: SeedTicketSet;
  durationMinutes: number;
  /** Booking closes this many minutes before the start. */
  bookingCutoffMinutes: number;
  /** A tour's weekly schedule: Cairo wall-clock times on these weekdays (0 = Sunday). */
  schedule?: { times: string[]; weekdays: number[] };
}

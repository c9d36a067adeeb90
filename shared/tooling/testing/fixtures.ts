// Test data shaped exactly like the data service's answers: one experience, a page of them, a booking, a session's
// availability, a quote, a hold, a booking's tickets and a gate's answer.
import type {
  Availability,
  Booking,
  BookingTickets,
  CheckinAnswer,
  Experience,
  ExperienceSession,
  Hold,
  Page,
  PriceLine,
  Quote,
  Ticket,
  TicketCategory,
} from '@kemet/contract';

/** An experience whose texts follow its id ('Experience 3'); override what a test looks at. */
export function makeExperience(overrides: Partial<Experience> = {}): Experience {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Experience ${id}`,
    location: 'Luxor',
    locationLabel: 'Luxor',
    description: `Description of experience ${id}.`,
    details: `Details of experience ${id}: pick-up at 05:00, guide, lunch.`,
    images: [`/api/media/a${id}.svg`, `/api/media/b${id}.svg`, `/api/media/c${id}.svg`],
    imageWidth: 800,
    imageHeight: 600,
    provider: {
      id: 1,
      name: 'Nile Horizon Tours',
      label: 'Nile Horizon Tours',
      location: 'Luxor',
      website: 'https://nilehorizon.example',
      image: '/api/media/nile.svg',
    },
    ticketsCount: 10,
    ticketPrice: 100,
    sale: 0,
    discountedPrice: 100,
    salePercent: 0,
    available: true,
    featured: null,
    kind: 'event',
    currency: 'USD',
    cancellationPolicy: { freeUntilHoursBefore: 24 },
    startsAt: '2099-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makePage(items: Experience[], page = 1, pageSize = 6, total = items.length): Page<Experience> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    reference: 'KMT-7F3K2Q',
    experience: {
      id: 3,
      name: 'Sunrise over Karnak',
      location: 'Luxor',
      locationLabel: 'Luxor',
      image: '/api/media/karnak-1.svg',
    },
    session: { id: 31, startsAt: '2099-01-15T06:00:00.000Z', endsAt: '2099-01-15T09:00:00.000Z' },
    lines: [makePriceLine({ quantity: 2, unitPrice: 120, salePrice: 120, amount: 240 })],
    quantity: 2,
    unitPrice: 120,
    currency: 'USD',
    total: 240,
    status: 'confirmed',
    cancellableUntil: '2099-01-14T06:00:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Foreign adult (id 7), foreign child (8) and an infant on a lap (9): a tour's categories. */
export function makeCategories(): TicketCategory[] {
  const category = (
    id: number,
    code: TicketCategory['code'],
    label: string,
    price: number,
    more: Partial<TicketCategory> = {},
  ) => ({
    id,
    code,
    residency: 'foreign' as const,
    label,
    ageBand: { min: 12, max: null },
    proof: 'passport' as const,
    takesPlace: true,
    price,
    salePrice: price,
    currency: 'USD',
    ...more,
  });
  return [
    category(7, 'adult', 'Foreign adult', 100),
    category(8, 'child', 'Foreign child (6-11)', 50, { ageBand: { min: 6, max: 11 } }),
    category(9, 'infant', 'Infant (under 6)', 0, {
      ageBand: { min: 0, max: 5 },
      residency: 'any',
      proof: 'none',
      takesPlace: false,
    }),
  ];
}

/** A session on 2099-01-15 at 08:00 Cairo time (06:00 UTC) with 12 places left, priced like makeCategories(). */
export function makeSession(overrides: Partial<ExperienceSession> = {}): ExperienceSession {
  return {
    id: 31,
    startsAt: '2099-01-15T06:00:00.000Z',
    endsAt: '2099-01-15T09:00:00.000Z',
    status: 'open',
    capacity: 20,
    placesLeft: 12,
    bookingClosesAt: '2099-01-15T05:00:00.000Z',
    bookable: true,
    prices: makeCategories().map((c) => ({ categoryId: c.id, price: c.price, salePrice: c.salePrice })),
    ...overrides,
  };
}

/** The availability of experience 3: one day (2099-01-15) with makeSession(); pass days to change it. */
export function makeAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    experienceId: 3,
    timeZone: 'Africa/Cairo',
    from: '2099-01-01',
    to: '2099-02-11',
    currency: 'USD',
    categories: makeCategories(),
    cancellationPolicy: { freeUntilHoursBefore: 24 },
    days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession()] }],
    ...overrides,
  };
}

export function makePriceLine(overrides: Partial<PriceLine> = {}): PriceLine {
  return {
    categoryId: 7,
    code: 'adult',
    residency: 'foreign',
    label: 'Foreign adult',
    proof: 'passport',
    quantity: 1,
    unitPrice: 100,
    salePrice: 100,
    amount: 100,
    ...overrides,
  };
}

/** The server's price of 2 foreign adults and 1 child on makeSession(): 250$. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    experienceId: 3,
    session: { id: 31, startsAt: '2099-01-15T06:00:00.000Z', endsAt: '2099-01-15T09:00:00.000Z' },
    lines: [
      makePriceLine({ quantity: 2, amount: 200 }),
      makePriceLine({
        categoryId: 8,
        code: 'child',
        label: 'Foreign child (6-11)',
        quantity: 1,
        unitPrice: 50,
        salePrice: 50,
        amount: 50,
      }),
    ],
    places: 3,
    currency: 'USD',
    subtotal: 250,
    saving: 0,
    total: 250,
    cancellableUntil: '2099-01-14T06:00:00.000Z',
    ...overrides,
  };
}

export function makeHold(overrides: Partial<Hold> = {}): Hold {
  return {
    id: '0b7c5a8e-3f1d-4c2a-9e6b-1d2f3a4b5c6d',
    expiresAt: '2099-01-01T00:10:00.000Z',
    quote: makeQuote(),
    ...overrides,
  };
}

/**
 * Ticket 1 of a booking: a Foreign adult, valid, not checked in. The token is shaped like a compact JWS, not signed.
 */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 'tK3v9QmZ2xLp8RwN',
    number: 1,
    category: { id: 7, label: 'Foreign adult', proof: 'passport' },
    status: 'valid',
    token: 'eyJhbGciOiJFZERTQSIsImtpZCI6ImsxIn0.eyJqdGkiOiJ0SzN2OVFtWjJ4THA4UndOIn0.c2lnbmF0dXJl',
    expiresAt: '2099-01-15T15:00:00.000Z',
    checkedInAt: null,
    ...overrides,
  };
}

/** The ticket page's data: a confirmed booking of two Foreign adults, its provider and meeting place. */
export function makeBookingTickets(overrides: Partial<BookingTickets> = {}): BookingTickets {
  return {
    booking: makeBooking(),
    provider: { id: 2, name: 'Nile Valley Journeys' },
    meetingPlace: { name: 'Karnak Temple visitor centre, Luxor', latitude: 25.7188, longitude: 32.6573 },
    tickets: [makeTicket(), makeTicket({ id: 'pQ7sW1eR4tY6uI9o', number: 2 })],
    ...overrides,
  };
}

/** The gate's answer to a first scan of makeTicket(). */
export function makeCheckinAnswer(overrides: Partial<CheckinAnswer> = {}): CheckinAnswer {
  return {
    result: 'valid',
    message: 'Valid ticket',
    checkedInAt: '2099-01-15T05:40:00.000Z',
    ticket: {
      id: 'tK3v9QmZ2xLp8RwN',
      reference: 'KMT-7F3K2Q',
      experience: { id: 3, name: 'Sunrise over Karnak' },
      startsAt: '2099-01-15T06:00:00.000Z',
      category: { label: 'Foreign adult', proof: 'passport' },
    },
    ...overrides,
  };
}

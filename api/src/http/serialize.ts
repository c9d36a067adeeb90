// Database rows → the JSON shapes of the API's schemas (@kemet/contract). A user never carries its password hash.
import type { AccountRole, Booking, Experience, PriceLine, Provider, User } from '@kemet/contract';
import type { bookings, experienceSessions, experiences, providers, ticketCategories, users } from '../db/schema.js';

type ExperienceRow = typeof experiences.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;
type UserRow = typeof users.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type SessionRow = typeof experienceSessions.$inferSelect;
type CategoryRow = typeof ticketCategories.$inferSelect;

export const cents = (value: number) => Math.round(value) / 100;

export function discountedCents(priceCents: number, sale: number): number {
  return Math.round(priceCents - (priceCents * sale) / 1000);
}

export function toProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    name: row.name,
    label: row.name,
    location: row.location,
    website: row.website,
    image: row.image,
  };
}

/** An experience with what the catalogue query adds: its headline price and the session it names. */
export interface ExperienceWithSession {
  experience: ExperienceRow;
  provider: ProviderRow;
  headlinePriceMinor: number | null;
  sessionStartsAt: Date | null;
  placesLeft: number | null;
  bookable: boolean | null;
}

export function toExperience({
  experience: row,
  provider,
  headlinePriceMinor,
  sessionStartsAt,
  placesLeft,
  bookable,
}: ExperienceWithSession): Experience {
  // A partner's listing may have fewer than three pictures: the last one fills the frames left.
  const [a = '', b = a, c = b] = row.images;
  const priceMinor = headlinePriceMinor ?? 0;
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    locationLabel: row.location,
    description: row.description,
    details: row.details,
    images: [a, b, c],
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    provider: toProvider(provider),
    ticketsCount: placesLeft ?? 0,
    ticketPrice: cents(priceMinor),
    sale: row.sale,
    discountedPrice: cents(discountedCents(priceMinor, row.sale)),
    salePercent: row.sale / 10,
    available: bookable === true,
    featured: row.featured === 'event' || row.featured === 'tour' ? row.featured : null,
    kind: row.kind === 'tour' ? 'tour' : 'event',
    currency: row.currency,
    cancellationPolicy: { freeUntilHoursBefore: row.freeCancellationHours },
    // An experience without any session yet (a tour whose schedule is empty) names its listing date.
    startsAt: (sessionStartsAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** roles: the account's, as rolesOf() reads them (partners/roles.ts). */
export function toUser(row: UserRow, roles: AccountRole[]): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    UId: row.uid,
    isAdmin: row.isAdmin,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    roles,
  };
}

export function toPriceLine(
  category: CategoryRow,
  quantity: number,
  unitPriceMinor: number,
  salePriceMinor: number,
): PriceLine {
  return {
    categoryId: category.id,
    code: category.code as PriceLine['code'],
    residency: category.residency as PriceLine['residency'],
    label: category.label,
    proof: category.proof as PriceLine['proof'],
    quantity,
    unitPrice: cents(unitPriceMinor),
    salePrice: cents(salePriceMinor),
    amount: cents(salePriceMinor * quantity),
  };
}

/** The last moment a booking of this session can be cancelled for free (docs/product/rules.md#cancellation). */
export function cancellableUntil(startsAt: Date, freeCancellationHours: number): Date {
  return new Date(startsAt.getTime() - freeCancellationHours * 3_600_000);
}

export function toBooking(
  row: BookingRow,
  experience: Pick<ExperienceRow, 'id' | 'name' | 'location' | 'images' | 'freeCancellationHours'>,
  session: Pick<SessionRow, 'id' | 'startsAt' | 'endsAt'>,
  lines: PriceLine[],
): Booking {
  return {
    id: row.id,
    reference: row.reference,
    experience: {
      id: experience.id,
      name: experience.name,
      location: experience.location,
      locationLabel: experience.location,
      image: experience.images[0] ?? '',
    },
    session: { id: session.id, startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() },
    lines,
    quantity: row.quantity,
    unitPrice: lines[0]?.salePrice ?? 0,
    currency: row.currency,
    total: cents(row.totalCents),
    status: row.status as Booking['status'],
    cancellableUntil: cancellableUntil(session.startsAt, experience.freeCancellationHours).toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: (row.cancelledBy as Booking['cancelledBy']) ?? null,
    cancellationReason: row.cancellationReason ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Answers in the asked language (docs/product/rules.md#languages): the English answer is built as before, then the
// translated texts are laid over it from the translation tables, one query per table for all the rows of an answer.
// Anything without a translation stays English; keys (Experience.location, Provider.name, /locations' name) never
// change.
import type {
  Availability,
  Booking,
  BookingTickets,
  Experience,
  LocationCount,
  PriceLine,
  Provider,
  Quote,
} from '@kemet/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  experienceTranslations,
  governorateTranslations,
  providerTranslations,
  ticketCategoryTranslations,
} from '../db/schema.js';
import type { Language } from './language.js';

type ExperienceText = typeof experienceTranslations.$inferSelect;
type ProviderText = typeof providerTranslations.$inferSelect;
type GovernorateText = typeof governorateTranslations.$inferSelect;

/** The translations an answer needs; empty in English. */
export class Translations {
  constructor(
    readonly language: Language,
    private readonly experiences = new Map<number, ExperienceText>(),
    private readonly providers = new Map<number, ProviderText>(),
    private readonly categories = new Map<number, string>(),
    private readonly governorates = new Map<string, GovernorateText>(),
  ) {}

  experience(id: number): ExperienceText | undefined {
    return this.experiences.get(id);
  }

  /** The governorate's name in this language (the English key when none). */
  location(name: string): string {
    return this.governorates.get(name)?.label ?? name;
  }

  /** An experience's place: its own translated label, else its governorate's. */
  experienceLocation(id: number, location: string): string {
    return this.experiences.get(id)?.locationLabel ?? this.location(location);
  }

  provider(id: number, name: string): string {
    return this.providers.get(id)?.label ?? name;
  }

  providerLocation(id: number, location: string): string {
    return this.providers.get(id)?.location ?? this.location(location);
  }

  category(id: number, label: string): string {
    return this.categories.get(id) ?? label;
  }

  capital(governorate: string): string | undefined {
    return this.governorates.get(governorate)?.capital;
  }
}

export interface Wanted {
  experienceIds?: number[];
  providerIds?: number[];
  categoryIds?: number[];
  /** Governorates by their English name. */
  locations?: string[];
}

const unique = <T>(values: T[] | undefined): T[] => [...new Set(values ?? [])];

export async function loadTranslations(db: Db, language: Language, wanted: Wanted): Promise<Translations> {
  if (language === 'en') return new Translations(language);
  const experienceIds = unique(wanted.experienceIds);
  const providerIds = unique(wanted.providerIds);
  const categoryIds = unique(wanted.categoryIds);
  const locations = unique(wanted.locations);
  const [experienceRows, providerRows, categoryRows, governorateRows] = await Promise.all([
    experienceIds.length
      ? db
          .select()
          .from(experienceTranslations)
          .where(
            and(
              eq(experienceTranslations.language, language),
              inArray(experienceTranslations.experienceId, experienceIds),
            ),
          )
      : [],
    providerIds.length
      ? db
          .select()
          .from(providerTranslations)
          .where(
            and(eq(providerTranslations.language, language), inArray(providerTranslations.providerId, providerIds)),
          )
      : [],
    categoryIds.length
      ? db
          .select()
          .from(ticketCategoryTranslations)
          .where(
            and(
              eq(ticketCategoryTranslations.language, language),
              inArray(ticketCategoryTranslations.categoryId, categoryIds),
            ),
          )
      : [],
    locations.length
      ? db
          .select()
          .from(governorateTranslations)
          .where(and(eq(governorateTranslations.language, language), inArray(governorateTranslations.name, locations)))
      : [],
  ]);
  return new Translations(
    language,
    new Map(experienceRows.map((r) => [r.experienceId, r])),
    new Map(providerRows.map((r) => [r.providerId, r])),
    new Map(categoryRows.map((r) => [r.categoryId, r.label])),
    new Map(governorateRows.map((r) => [r.name, r])),
  );
}

export function translateProvider(provider: Provider, t: Translations): Provider {
  return {
    ...provider,
    label: t.provider(provider.id, provider.name),
    location: t.providerLocation(provider.id, provider.location),
  };
}

export function translateExperience(experience: Experience, t: Translations): Experience {
  const text = t.experience(experience.id);
  return {
    ...experience,
    name: text?.name ?? experience.name,
    description: text?.description ?? experience.description,
    details: text?.details ?? experience.details,
    locationLabel: t.experienceLocation(experience.id, experience.location),
    provider: translateProvider(experience.provider, t),
  };
}

/** Experiences (a page, or one) in the language. */
export async function experiencesIn<T extends Experience>(
  db: Db,
  language: Language,
  items: T[],
): Promise<Experience[]> {
  const t = await loadTranslations(db, language, {
    experienceIds: items.map((e) => e.id),
    providerIds: items.map((e) => e.provider.id),
    locations: items.flatMap((e) => [e.location, e.provider.location]),
  });
  return items.map((e) => translateExperience(e, t));
}

const translateLine = (line: PriceLine, t: Translations): PriceLine => ({
  ...line,
  label: t.category(line.categoryId, line.label),
});

export function translateBooking(booking: Booking, t: Translations): Booking {
  const { experience } = booking;
  return {
    ...booking,
    experience: {
      ...experience,
      name: t.experience(experience.id)?.name ?? experience.name,
      locationLabel: t.experienceLocation(experience.id, experience.location),
    },
    lines: booking.lines.map((line) => translateLine(line, t)),
  };
}

const bookingNeeds = (bookings: Booking[]): Wanted => ({
  experienceIds: bookings.map((b) => b.experience.id),
  categoryIds: bookings.flatMap((b) => b.lines.map((l) => l.categoryId)),
  locations: bookings.map((b) => b.experience.location),
});

export async function bookingsIn(db: Db, language: Language, bookings: Booking[]): Promise<Booking[]> {
  const t = await loadTranslations(db, language, bookingNeeds(bookings));
  return bookings.map((b) => translateBooking(b, t));
}

export async function quoteIn(db: Db, language: Language, quote: Quote): Promise<Quote> {
  const t = await loadTranslations(db, language, { categoryIds: quote.lines.map((l) => l.categoryId) });
  return { ...quote, lines: quote.lines.map((line) => translateLine(line, t)) };
}

export async function availabilityIn(db: Db, language: Language, availability: Availability): Promise<Availability> {
  const t = await loadTranslations(db, language, { categoryIds: availability.categories.map((c) => c.id) });
  return {
    ...availability,
    categories: availability.categories.map((c) => ({ ...c, label: t.category(c.id, c.label) })),
  };
}

/** /locations: each governorate's label. */
export async function locationsIn(db: Db, language: Language, items: LocationCount[]): Promise<LocationCount[]> {
  const t = await loadTranslations(db, language, { locations: items.map((i) => i.name) });
  return items.map((i) => ({ ...i, label: t.location(i.name) }));
}

/** /providers: each provider's label (the rows carry the provider's id for the look-up). */
export async function providersIn(
  db: Db,
  language: Language,
  items: (LocationCount & { id: number })[],
): Promise<LocationCount[]> {
  const t = await loadTranslations(db, language, { providerIds: items.map((i) => i.id) });
  return items.map(({ id, ...i }) => ({ ...i, label: t.provider(id, i.name) }));
}

/**
 * The ticket page: booking, provider, meeting place and ticket categories. The meeting place is the experience's
 * translated one while the English is still the experience's own point; a governorate capital's centre otherwise.
 */
export async function bookingTicketsIn(
  db: Db,
  language: Language,
  found: BookingTickets,
  place: { location: string; ownMeetingPoint: boolean },
): Promise<BookingTickets> {
  const t = await loadTranslations(db, language, {
    ...bookingNeeds([found.booking]),
    providerIds: [found.provider.id],
    categoryIds: [
      ...found.booking.lines.map((l) => l.categoryId),
      ...found.tickets.map((ticket) => ticket.category.id),
    ],
    locations: [place.location],
  });
  if (language === 'en') return found;
  const own = t.experience(found.booking.experience.id)?.meetingPoint;
  const capital = t.capital(place.location);
  const meetingName = place.ownMeetingPoint ? own : capital && cityCentre[language]?.(capital);
  return {
    ...found,
    booking: translateBooking(found.booking, t),
    provider: { ...found.provider, label: t.provider(found.provider.id, found.provider.name) },
    meetingPlace: { ...found.meetingPlace, name: meetingName ?? found.meetingPlace.name },
    tickets: found.tickets.map((ticket) => ({
      ...ticket,
      category: { ...ticket.category, label: t.category(ticket.category.id, ticket.category.label) },
    })),
  };
}

/** "<capital> city centre" in each language other than English. */
const cityCentre: Partial<Record<Language, (capital: string) => string>> = { ar: (capital) => `وسط مدينة ${capital}` };

// The structured data of a details page (schema-dts types): an event is a schema.org Event, a tour a TouristTrip.
// Each carries its dates in Cairo time, where it takes place (the governorate's capital, with coordinates), who runs
// it, its images and its offer. Plain data in, plain objects out: the page's head writes them as JSON-LD.
import type { Event, Offer, Organization, Place, TouristTrip, WithContext } from 'schema-dts';
import type { Experience } from '@kemet/contract';
import { capitalOf } from '@kemet/contract/capitals';
import { governoratesArabic } from '@kemet/contract/places';
import { absoluteUrl } from '@kemet/platform/server-render';
import { previewUrlOf } from '@kemet/ui/artwork';
import { cairoIso } from '@kemet/ui/cairo-time';
import type { Language } from '@kemet/platform/i18n/languages';
import type { ReviewPage } from '@kemet/contract';
import { reviewsJsonLd } from './reviewsJsonLd';

/** What the experience's own answer does not say: its session's end and status (from its availability), if known. */
export interface SessionFacts {
  endsAt?: string;
  cancelled?: boolean;
}

export interface JsonLdPage {
  origin: string;
  language: Language;
  /** The page's canonical URL (absolute). */
  url: string;
}

const fractionDigitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The price per ticket as schema.org wants it: a decimal string, through whole minor units (12.5 → "12.50"). */
export function decimalPrice(amount: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  const minor = Math.round(amount * 10 ** digits);
  return (minor / 10 ** digits).toFixed(digits);
}

function placeOf(experience: Experience, language: Language): Place {
  const capital = capitalOf(experience.location);
  const locality =
    language === 'ar' ? (governoratesArabic[experience.location]?.capital ?? capital.capital) : capital.capital;
  return {
    '@type': 'Place',
    name:
      locality === experience.locationLabel
        ? locality
        : `${locality}${language === 'ar' ? '، ' : ', '}${experience.locationLabel}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressRegion: experience.locationLabel,
      addressCountry: 'EG',
    },
    geo: { '@type': 'GeoCoordinates', latitude: capital.latitude, longitude: capital.longitude },
  };
}

const organizationOf = (experience: Experience): Organization => ({
  '@type': 'Organization',
  name: experience.provider.label,
  url: experience.provider.website,
});

function offerOf(experience: Experience, page: JsonLdPage): Offer {
  return {
    '@type': 'Offer',
    price: decimalPrice(experience.discountedPrice, experience.currency),
    priceCurrency: experience.currency,
    availability:
      experience.available && experience.ticketsCount > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    validFrom: cairoIso(experience.createdAt),
    url: page.url,
  };
}

const imagesOf = (experience: Experience, origin: string) =>
  experience.images.map((image) => absoluteUrl(origin, previewUrlOf(image)));

export function eventJsonLd(
  experience: Experience,
  session: SessionFacts,
  page: JsonLdPage,
  reviews?: ReviewPage,
): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: experience.name,
    description: experience.description,
    url: page.url,
    inLanguage: page.language,
    startDate: cairoIso(experience.startsAt),
    ...(session.endsAt && { endDate: cairoIso(session.endsAt) }),
    eventStatus: session.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: placeOf(experience, page.language),
    image: imagesOf(experience, page.origin),
    organizer: organizationOf(experience),
    offers: offerOf(experience, page),
    ...reviewsJsonLd(reviews),
  };
}

/**
 * A tour: its next session's departure and return, where it starts, and who runs it. A TouristTrip cannot carry a
 * rating, so a reviewed tour is also a Product (the type Google's review snippets accept).
 */
export function tourJsonLd(
  experience: Experience,
  session: SessionFacts,
  page: JsonLdPage,
  reviews?: ReviewPage,
): WithContext<TouristTrip> {
  const place = placeOf(experience, page.language);
  const rated = reviewsJsonLd(reviews);
  return {
    '@context': 'https://schema.org',
    // schema-dts types one @type; JSON-LD and schema.org allow several.
    '@type': (rated.aggregateRating ? ['TouristTrip', 'Product'] : 'TouristTrip') as 'TouristTrip',
    name: experience.name,
    description: experience.description,
    url: page.url,
    departureTime: cairoIso(experience.startsAt),
    ...(session.endsAt && { arrivalTime: cairoIso(session.endsAt) }),
    itinerary: place,
    tripOrigin: place,
    image: imagesOf(experience, page.origin),
    provider: organizationOf(experience),
    offers: offerOf(experience, page),
    ...(rated as object),
  };
}

import type { Event, TouristTrip, WithContext } from 'schema-dts';
import { makeExperience } from '@kemet/tooling/testing';
import { richResultProblems } from '../testing/richResults';
import { cairoIso } from '@kemet/ui/cairo-time';
import { decimalPrice, eventJsonLd, tourJsonLd } from './experienceJsonLd';
import { makeReview, makeReviewPage } from '../details/reviews/reviewFixtures';

const page = { origin: 'https://kemet.example', language: 'en' as const, url: 'https://kemet.example/eventdetails/5' };
const experience = makeExperience({
  id: 6,
  name: 'Felucca Sunset',
  location: 'Aswan',
  locationLabel: 'Aswan',
  discountedPrice: 34.5,
  startsAt: '2099-01-15T15:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
});
const session = { endsAt: '2099-01-15T17:00:00.000Z' };

describe('cairoIso', () => {
  it('writes an instant in Cairo time with its offset, winter and summer', () => {
    expect(cairoIso('2099-01-15T15:00:00.000Z')).toBe('2099-01-15T17:00:00+02:00');
    expect(cairoIso('2026-07-01T15:00:00.000Z')).toBe('2026-07-01T18:00:00+03:00');
  });
});

describe('decimalPrice', () => {
  it('writes whole minor units as a decimal string', () => {
    expect(decimalPrice(34.5, 'USD')).toBe('34.50');
    expect(decimalPrice(0.1 + 0.2, 'EGP')).toBe('0.30');
    expect(decimalPrice(0, 'USD')).toBe('0.00');
  });
});

describe('eventJsonLd', () => {
  const data: WithContext<Event> = eventJsonLd(experience, session, page);

  it('describes the event with Cairo dates, its place with coordinates, its organizer, images and offer', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Felucca Sunset',
      description: 'Description of experience 6.',
      startDate: '2099-01-15T17:00:00+02:00',
      endDate: '2099-01-15T19:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Aswan',
        address: { '@type': 'PostalAddress', addressLocality: 'Aswan', addressRegion: 'Aswan', addressCountry: 'EG' },
        geo: { '@type': 'GeoCoordinates', latitude: 24.0889, longitude: 32.8997 },
      },
      organizer: { '@type': 'Organization', name: 'Nile Horizon Tours', url: 'https://nilehorizon.example' },
      image: [
        'https://kemet.example/api/media/a6.png',
        'https://kemet.example/api/media/b6.png',
        'https://kemet.example/api/media/c6.png',
      ],
      offers: {
        '@type': 'Offer',
        price: '34.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-03-01T10:00:00+02:00',
        url: 'https://kemet.example/eventdetails/5',
      },
    });
    expect(richResultProblems(data)).toEqual([]);
  });

  it('is sold out with no places left, and cancelled when its session is', () => {
    const soldOut = eventJsonLd(
      makeExperience({ ticketsCount: 0, available: false }),
      { ...session, cancelled: true },
      page,
    );
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(soldOut.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('names the place in Arabic on an Arabic page', () => {
    const arabic = eventJsonLd(makeExperience({ location: 'Red Sea', locationLabel: 'البحر الأحمر' }), session, {
      ...page,
      language: 'ar',
    });
    expect(arabic.location).toMatchObject({
      name: 'الغردقة، البحر الأحمر',
      address: { addressLocality: 'الغردقة', addressRegion: 'البحر الأحمر' },
    });
  });
});

describe('tourJsonLd', () => {
  it('describes the tour as a TouristTrip: departure and return, itinerary, provider and offer', () => {
    const data: WithContext<TouristTrip> = tourJsonLd(experience, session, page);
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      departureTime: '2099-01-15T17:00:00+02:00',
      arrivalTime: '2099-01-15T19:00:00+02:00',
      itinerary: { '@type': 'Place', name: 'Aswan' },
      provider: { name: 'Nile Horizon Tours', url: 'https://nilehorizon.example' },
      offers: { price: '34.50', priceCurrency: 'USD' },
    });
    expect(richResultProblems(data)).toEqual([]);
  });
});

describe('the rich-results validator', () => {
  const good = eventJsonLd(experience, session, page) as unknown as Record<string, unknown>;

  it.each([
    ['no name', { name: '' }, 'name is required'],
    [
      'a start without an offset',
      { startDate: '2099-01-15T17:00:00' },
      'startDate is required, ISO 8601 with an offset',
    ],
    ['no location', { location: undefined }, 'location: a Place is required'],
    [
      'a location without address',
      { location: { '@type': 'Place', name: 'Aswan', geo: { latitude: 1, longitude: 2 } } },
      'location.address is required (a PostalAddress with a locality and country)',
    ],
    ['an end before the start', { endDate: '2099-01-14T17:00:00+02:00' }, 'endDate is before startDate'],
    ['no end', { endDate: undefined }, 'endDate is recommended, ISO 8601 with an offset'],
    [
      'a numeric price',
      { offers: { ...(good.offers as object), price: 34.5 } },
      'offers.price must be a decimal string',
    ],
    ['a relative image', { image: ['/api/media/a6.png'] }, 'image is recommended: absolute URLs'],
    [
      'an organizer without url',
      { organizer: { '@type': 'Organization', name: 'X' } },
      'organizer.url is recommended (absolute)',
    ],
    ['no event status', { eventStatus: undefined }, 'eventStatus is recommended (a schema.org EventStatusType)'],
  ])('fails an event with %s', (_, change, problem) => {
    expect(richResultProblems({ ...good, ...change })).toContain(problem);
  });
});

describe('reviews in the JSON-LD', () => {
  const reviews = makeReviewPage([
    makeReview(),
    makeReview({ id: 2, overall: 4, language: 'ar', text: 'رحلة رائعة', author: 'منى س.' }),
  ]);

  it('an event carries the aggregateRating of every review and the rendered reviews, valid for rich results', () => {
    const data = eventJsonLd(experience, session, page, reviews);
    expect(data).toMatchObject({
      '@type': 'Event',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Hannah B.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
          reviewBody: 'Our guide Samir knew every carving. <b>Worth</b> the early start!',
          datePublished: '2026-03-16',
        },
        { author: { name: 'منى س.' }, inLanguage: 'ar', reviewRating: { ratingValue: 4 } },
      ],
    });
    expect(richResultProblems(data)).toEqual([]);
  });

  it('a reviewed tour is also a Product, which may carry a rating; without reviews neither is written', () => {
    const data = tourJsonLd(experience, session, page, reviews) as unknown as Record<string, unknown>;
    expect(data['@type']).toEqual(['TouristTrip', 'Product']);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(richResultProblems(data)).toEqual([]);
    const none = makeReviewPage([], {
      summary: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    const plain = tourJsonLd(experience, session, page, none) as unknown as Record<string, unknown>;
    expect(plain['@type']).toBe('TouristTrip');
    expect(plain).not.toHaveProperty('aggregateRating');
    expect(plain).not.toHaveProperty('review');
  });

  it('the validator refuses a rating on a bare TouristTrip, a score out of range and a review without an author', () => {
    const good = eventJsonLd(experience, session, page, reviews) as unknown as Record<string, unknown>;
    expect(richResultProblems({ ...good, '@type': 'TouristTrip' })).toContain(
      'aggregateRating needs a type Google rates: Event or Product',
    );
    expect(
      richResultProblems({ ...good, aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 3 } }),
    ).toContain('aggregateRating.ratingValue must be between 1 and 5');
    expect(
      richResultProblems({
        ...good,
        review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 5 } }],
      }),
    ).toContain('review[0].author must be a Person with a name');
  });
});

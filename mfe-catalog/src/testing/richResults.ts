// A test validator of the details pages' JSON-LD, encoding Google's rich-results rules for events
// (developers.google.com/search/docs/appearance/structured-data/event): the required properties, and the recommended
// ones Kemet can give. A TouristTrip has no rich result of its own; it is held to the same rules through its own
// names (departureTime for startDate, arrivalTime for endDate, itinerary for location, provider for organizer).
// Returns the problems found, [] when the object passes.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const absoluteHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/?\S*$/.test(value);
// ISO 8601 with a time and an offset: without the offset Google takes the time as the viewer's.
const isoWithOffset = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/.test(value) &&
  !Number.isNaN(Date.parse(value));

const EVENT_STATUSES = [
  'EventScheduled',
  'EventCancelled',
  'EventMovedOnline',
  'EventPostponed',
  'EventRescheduled',
].map((s) => `https://schema.org/${s}`);
const ATTENDANCE_MODES = ['Offline', 'Online', 'Mixed'].map((s) => `https://schema.org/${s}EventAttendanceMode`);
const AVAILABILITIES = ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OutOfStock'].map(
  (s) => `https://schema.org/${s}`,
);

function placeProblems(place: unknown, at: string): string[] {
  if (!isObject(place)) return [`${at}: a Place is required`];
  const problems: string[] = [];
  if (place['@type'] !== 'Place') problems.push(`${at}.@type must be Place`);
  if (!text(place.name)) problems.push(`${at}.name is required`);
  const address = place.address;
  if (!(
    text(address) ||
    (isObject(address) &&
      address['@type'] === 'PostalAddress' &&
      (text(address.addressLocality) || text(address.streetAddress)) &&
      text(address.addressCountry))
  ))
    problems.push(`${at}.address is required (a PostalAddress with a locality and country)`);
  const geo = place.geo;
  if (
    !isObject(geo) ||
    typeof geo.latitude !== 'number' ||
    typeof geo.longitude !== 'number' ||
    Math.abs(geo.latitude) > 90 ||
    Math.abs(geo.longitude) > 180
  )
    problems.push(`${at}.geo needs numeric latitude and longitude`);
  return problems;
}

function offerProblems(offers: unknown): string[] {
  const offer = Array.isArray(offers) ? offers[0] : offers;
  if (!isObject(offer)) return ['offers: an Offer is recommended'];
  const problems: string[] = [];
  if (!(typeof offer.price === 'string' && /^\d+(\.\d+)?$/.test(offer.price)))
    problems.push('offers.price must be a decimal string');
  if (!(typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency)))
    problems.push('offers.priceCurrency must be an ISO 4217 code');
  if (!AVAILABILITIES.includes(offer.availability as string))
    problems.push('offers.availability must be a schema.org ItemAvailability');
  if (!isoWithOffset(offer.validFrom)) problems.push('offers.validFrom must be ISO 8601 with an offset');
  if (!absoluteHttpUrl(offer.url)) problems.push('offers.url must be an absolute URL');
  return problems;
}

function organizationProblems(organization: unknown, at: string): string[] {
  if (!isObject(organization)) return [`${at}: an Organization or Person is recommended`];
  const problems: string[] = [];
  if (!text(organization.name)) problems.push(`${at}.name is recommended`);
  if (!absoluteHttpUrl(organization.url)) problems.push(`${at}.url is recommended (absolute)`);
  return problems;
}

export function richResultProblems(data: unknown): string[] {
  if (!isObject(data)) return ['not an object'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
  const types = Array.isArray(data['@type']) ? data['@type'] : [data['@type']];
  const trip = types.includes('TouristTrip');
  if (!trip && !types.includes('Event')) problems.push('@type must be Event or TouristTrip');
  if (data.aggregateRating !== undefined && !types.some((t) => t === 'Event' || t === 'Product'))
    problems.push('aggregateRating needs a type Google rates: Event or Product');
  const names = trip
    ? { start: 'departureTime', end: 'arrivalTime', location: 'itinerary', organizer: 'provider' }
    : { start: 'startDate', end: 'endDate', location: 'location', organizer: 'organizer' };
  // Required.
  if (!text(data.name)) problems.push('name is required');
  if (!isoWithOffset(data[names.start])) problems.push(`${names.start} is required, ISO 8601 with an offset`);
  problems.push(...placeProblems(data[names.location], names.location));
  // Recommended.
  if (!text(data.description)) problems.push('description is recommended');
  if (!isoWithOffset(data[names.end])) problems.push(`${names.end} is recommended, ISO 8601 with an offset`);
  else if (
    isoWithOffset(data[names.start]) &&
    Date.parse(data[names.end] as string) < Date.parse(data[names.start] as string)
  )
    problems.push(`${names.end} is before ${names.start}`);
  if (!trip) {
    if (!EVENT_STATUSES.includes(data.eventStatus as string))
      problems.push('eventStatus is recommended (a schema.org EventStatusType)');
    if (!ATTENDANCE_MODES.includes(data.eventAttendanceMode as string))
      problems.push('eventAttendanceMode is recommended');
    if (data.performer !== undefined && !isObject(data.performer) && !Array.isArray(data.performer))
      problems.push('performer must be a Person or Organization');
  }
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (images.length === 0 || !images.every(absoluteHttpUrl)) problems.push('image is recommended: absolute URLs');
  problems.push(...offerProblems(data.offers));
  problems.push(...organizationProblems(data[names.organizer], names.organizer));
  problems.push(...reviewProblems(data));
  return problems;
}

const score = (value: unknown) => typeof value === 'number' && value >= 1 && value <= 5;

// Google's review snippets (developers.google.com/search/docs/appearance/structured-data/review-snippet).
function reviewProblems(data: Json): string[] {
  const problems: string[] = [];
  const rating = data.aggregateRating;
  if (rating !== undefined) {
    if (!isObject(rating) || rating['@type'] !== 'AggregateRating')
      return ['aggregateRating must be an AggregateRating'];
    if (!score(rating.ratingValue)) problems.push('aggregateRating.ratingValue must be between 1 and 5');
    if (!(typeof rating.reviewCount === 'number' && rating.reviewCount > 0))
      problems.push('aggregateRating.reviewCount must be above 0');
  }
  const reviews = data.review === undefined ? [] : Array.isArray(data.review) ? data.review : [data.review];
  reviews.forEach((review: unknown, i) => {
    const at = `review[${i}]`;
    if (!isObject(review) || review['@type'] !== 'Review') return problems.push(`${at} must be a Review`);
    const author = review.author;
    if (!isObject(author) || author['@type'] !== 'Person' || !text(author.name) || (author.name as string).length > 100)
      problems.push(`${at}.author must be a Person with a name`);
    const stars = review.reviewRating;
    if (!isObject(stars) || stars['@type'] !== 'Rating' || !score(stars.ratingValue))
      problems.push(`${at}.reviewRating must be a Rating between 1 and 5`);
    if (!(typeof review.datePublished === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(review.datePublished)))
      problems.push(`${at}.datePublished is recommended (a date)`);
  });
  if (reviews.length > 0 && rating === undefined) problems.push('review needs the aggregateRating beside it');
  return problems;
}

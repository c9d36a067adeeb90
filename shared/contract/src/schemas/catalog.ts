// The catalogue: experiences, their providers, a page of them, the facets, and the list's query.
import { Type } from 'typebox';
import { DEFAULT_EVENT_SORT, EVENT_SORTS } from '../constants';
import { CancellationPolicySchema, CurrencySchema } from './sessions';

const dateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options });

export const ProviderSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The provider as filters name it (?provider=): the same in every language' }),
  label: Type.String({ description: "The provider's name in the answer's language (Content-Language)" }),
  location: Type.String({ description: "Where the provider is based, in the answer's language" }),
  website: Type.String(),
  image: Type.String(),
});

export const FeaturedSchema = Type.Union([Type.Literal('event'), Type.Literal('tour'), Type.Null()]);

export const ExperienceSchema = Type.Object({
  id: Type.Integer({ description: 'Record id; the URL eventId is id - 1' }),
  name: Type.String(),
  location: Type.String({
    description: "Governorate, as named in the map's paths.geojson (e.g. 'Luxor', 'Giza'): the same in every language",
  }),
  locationLabel: Type.String({ description: "The governorate's name in the answer's language (Content-Language)" }),
  description: Type.String({ description: 'p2: a short description' }),
  details: Type.String({ description: 'Longer text for the TOUR INFO section' }),
  images: Type.Tuple([Type.String(), Type.String(), Type.String()], {
    description: 'Three image URLs (same origin, under /api/media/)',
  }),
  imageWidth: Type.Integer(),
  imageHeight: Type.Integer(),
  provider: ProviderSchema,
  ticketsCount: Type.Integer({ description: 'Places left on the session startsAt names' }),
  ticketPrice: Type.Number({ description: "Full price of the experience's first ticket category (its adult ticket)" }),
  sale: Type.Integer({ description: 'Per-mille discount: 150 means 15 % off' }),
  discountedPrice: Type.Number({
    description: 'The price per ticket to show and charge: ticketPrice less the sale, to the cent',
  }),
  salePercent: Type.Number({ description: 'The sale as the percentage shown (Save N%): sale / 10, so 125 is 12.5' }),
  available: Type.Boolean(),
  featured: FeaturedSchema,
  kind: Type.Union([Type.Literal('event'), Type.Literal('tour')], {
    description: 'event: one dated session; tour: sessions from a weekly schedule',
  }),
  currency: CurrencySchema,
  cancellationPolicy: CancellationPolicySchema,
  startsAt: dateTime({
    description: "An event's session; a tour's next open session (its last one when none is left)",
  }),
  createdAt: dateTime(),
});

export const PageSchema = Type.Object({
  items: Type.Array(ExperienceSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const NameCountSchema = Type.Object({
  name: Type.String({ description: 'The value filters use: the same in every language' }),
  label: Type.String({ description: "The name in the answer's language (Content-Language)" }),
  count: Type.Integer(),
});
export const NameCountList = Type.Array(NameCountSchema);

export const ExperienceSortSchema = Type.Enum(EVENT_SORTS, { default: DEFAULT_EVENT_SORT });

export const ExperiencesQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 6 }),
    sort: ExperienceSortSchema,
    q: Type.Optional(Type.String({ maxLength: 100 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    provider: Type.Optional(Type.String({ maxLength: 100 })),
    featured: Type.Optional(Type.Union([Type.Literal('event'), Type.Literal('tour')])),
  },
  { additionalProperties: false },
);

// GET /api/search: experiences with an open session in a date range that has room for a party, the first such session,
// the party's price, facet counts for the filters.
import { Type } from 'typebox';
import { DISPLAY_CURRENCIES } from '../constants';
import { DURATIONS, GUIDE_LANGUAGES, PARTY_RESIDENCIES, SEARCH_SORTS, TIMES_OF_DAY } from '../search';
import { ExperienceSchema } from './catalog';
import { CurrencySchema } from './sessions';

const literals = <T extends string>(values: readonly T[]) => Type.Enum([...values]);
const count = (max: number, defaultValue: number) => Type.Integer({ minimum: 0, maximum: max, default: defaultValue });
const day = (description: string) => Type.String({ maxLength: 10, description });

export const SearchQuery = Type.Object(
  {
    where: Type.Optional(
      Type.String({ maxLength: 100, description: "A governorate as experiences name it ('Luxor'), or 'anywhere'" }),
    ),
    from: Type.Optional(day('First Cairo day (YYYY-MM-DD); default today')),
    to: Type.Optional(day('Last Cairo day (YYYY-MM-DD), at most a year after from; default 30 days after from')),
    // A party of 0 or of more than PARTY_MAX is refused in the handler, with one message for the whole party.
    adults: count(100, 2),
    children: count(100, 0),
    infants: count(100, 0),
    residency: Type.Optional(literals(PARTY_RESIDENCIES)),
    kind: Type.Optional(Type.Union([Type.Literal('event'), Type.Literal('tour')])),
    timeOfDay: Type.Optional(literals(TIMES_OF_DAY)),
    duration: Type.Optional(literals(DURATIONS)),
    language: Type.Optional(literals(GUIDE_LANGUAGES)),
    family: Type.Optional(Type.Boolean({ description: 'Only experiences with a ticket for each child and infant' })),
    freeCancellation: Type.Optional(Type.Boolean()),
    priceMin: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    priceMax: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    currency: Type.Optional(literals(DISPLAY_CURRENCIES)),
    sort: Type.Optional(literals(SEARCH_SORTS)),
    near: Type.Optional(
      Type.String({ maxLength: 100, description: 'The governorate whose capital distance sorts by' }),
    ),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 6 }),
  },
  { additionalProperties: false },
);

export const SearchHitSchema = Type.Object({
  experience: ExperienceSchema,
  session: Type.Object({
    id: Type.Integer(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
  }),
  /** The party's tickets on that session, as the buy box's `tickets` param takes them. */
  tickets: Type.Array(Type.Object({ categoryId: Type.Integer(), quantity: Type.Integer() })),
  partyPrice: Type.Object({
    currency: CurrencySchema,
    subtotal: Type.Number(),
    total: Type.Number({ description: "The server's quote for the whole party on that session" }),
  }),
  guideLanguages: Type.Array(Type.String()),
  rating: Type.Union([Type.Number(), Type.Null()]),
  distanceKm: Type.Union([Type.Number(), Type.Null()]),
});

const Counts = <T extends readonly string[]>(values: T) =>
  Type.Object(
    Object.fromEntries(values.map((v) => [v, Type.Integer()])) as Record<T[number], ReturnType<typeof Type.Integer>>,
  );

export const SearchFacetsSchema = Type.Object({
  timeOfDay: Counts(TIMES_OF_DAY),
  duration: Counts(DURATIONS),
  language: Type.Record(Type.String(), Type.Integer()),
  family: Type.Integer(),
  freeCancellation: Type.Integer(),
  price: Type.Object({
    currency: CurrencySchema,
    min: Type.Union([Type.Number(), Type.Null()]),
    max: Type.Union([Type.Number(), Type.Null()]),
  }),
});

export const SearchPageSchema = Type.Object({
  items: Type.Array(SearchHitSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  party: Type.Object({
    adults: Type.Integer(),
    children: Type.Integer(),
    infants: Type.Integer(),
    residency: literals(PARTY_RESIDENCIES),
  }),
  facets: SearchFacetsSchema,
});

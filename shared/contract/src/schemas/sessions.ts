// Dated sessions, ticket categories, availability, quotes and holds
// (docs/product/rules.md#sessions-and-ticket-categories). Prices are decimal amounts in the experience's currency, like
// ticketPrice; the database keeps integer minor units.
import { Type } from 'typebox';
import { MAX_TICKETS_PER_BOOKING } from '../constants';

const dateTime = () => Type.String({ format: 'date-time' });
const calendarDate = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const recordId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const CurrencySchema = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' });

export const CategoryCodeSchema = Type.Union([
  Type.Literal('adult'),
  Type.Literal('child'),
  Type.Literal('student'),
  Type.Literal('senior'),
  Type.Literal('infant'),
]);
export const ResidencySchema = Type.Union([Type.Literal('egyptian'), Type.Literal('foreign'), Type.Literal('any')]);
/** What the gate asks to see for a category. */
export const ProofSchema = Type.Union([
  Type.Literal('national_id'),
  Type.Literal('passport'),
  Type.Literal('student_card'),
  Type.Literal('none'),
]);

export const TicketCategorySchema = Type.Object({
  id: Type.Integer(),
  code: CategoryCodeSchema,
  residency: ResidencySchema,
  label: Type.String({ description: 'What the traveller reads, e.g. "Foreign adult"' }),
  ageBand: Type.Object(
    { min: Type.Integer(), max: Type.Union([Type.Integer(), Type.Null()]) },
    { description: 'Ages, inclusive' },
  ),
  proof: ProofSchema,
  takesPlace: Type.Boolean({ description: 'False for an infant on a lap: it uses no place of the session' }),
  price: Type.Number({ description: 'Full price of one ticket' }),
  salePrice: Type.Number({
    description: "Price of one ticket after the experience's sale, to the cent: what is charged",
  }),
  currency: CurrencySchema,
});

export const CancellationPolicySchema = Type.Object({
  freeUntilHoursBefore: Type.Integer({
    description: 'Free cancellation until this many hours before the start (Cairo time)',
  }),
});

export const SessionStatusSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('cancelled'),
]);

/** A session as a booking names it. */
export const SessionRefSchema = Type.Object({ id: Type.Integer(), startsAt: dateTime(), endsAt: dateTime() });

export const ExperienceSessionSchema = Type.Object({
  id: Type.Integer(),
  startsAt: dateTime(),
  endsAt: dateTime(),
  status: SessionStatusSchema,
  capacity: Type.Integer(),
  placesLeft: Type.Integer({ description: 'Capacity less confirmed bookings and live holds' }),
  bookingClosesAt: dateTime(),
  bookable: Type.Boolean({ description: 'Open, before its booking cut-off, with places left' }),
  prices: Type.Array(Type.Object({ categoryId: Type.Integer(), price: Type.Number(), salePrice: Type.Number() })),
});

export const AvailabilityDaySchema = Type.Object({
  date: calendarDate('The day in Cairo time'),
  soldOut: Type.Boolean({ description: 'Every open session of the day has no place left' }),
  sessions: Type.Array(ExperienceSessionSchema),
});

export const AvailabilitySchema = Type.Object({
  experienceId: Type.Integer(),
  timeZone: Type.Literal('Africa/Cairo'),
  from: calendarDate('First day asked for'),
  to: calendarDate('Last day asked for'),
  currency: CurrencySchema,
  categories: Type.Array(TicketCategorySchema),
  cancellationPolicy: CancellationPolicySchema,
  days: Type.Array(AvailabilityDaySchema, { description: 'Only the days that have sessions, in order' }),
});

export const AvailabilityQuery = Type.Object(
  {
    from: Type.Optional(calendarDate('Default: today in Cairo')),
    to: Type.Optional(calendarDate('Default: from + 41 days; at most 100 days after from')),
  },
  { additionalProperties: false },
);

export const TicketChoiceSchema = Type.Array(
  Type.Object({ categoryId: recordId(), quantity: Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_BOOKING }) }),
  { minItems: 1, maxItems: 5 },
);

/** What a traveller picked: one session and a quantity per category (quote, hold). */
export const ChoiceBody = Type.Object(
  { sessionId: recordId(), tickets: TicketChoiceSchema },
  { additionalProperties: false },
);

export const PriceLineSchema = Type.Object({
  categoryId: Type.Integer(),
  code: CategoryCodeSchema,
  residency: ResidencySchema,
  label: Type.String(),
  proof: ProofSchema,
  quantity: Type.Integer(),
  unitPrice: Type.Number({ description: 'Full price of one ticket' }),
  salePrice: Type.Number({ description: 'Charged price of one ticket' }),
  amount: Type.Number({ description: 'salePrice × quantity' }),
});

/** The server's price of a choice: line by line, the sale's saving and the total. */
export const QuoteSchema = Type.Object({
  experienceId: Type.Integer(),
  session: SessionRefSchema,
  lines: Type.Array(PriceLineSchema),
  places: Type.Integer({ description: 'Places the choice takes (infants on a lap take none)' }),
  currency: CurrencySchema,
  subtotal: Type.Number({ description: 'At full prices' }),
  saving: Type.Number({ description: "The sale's saving" }),
  total: Type.Number({ description: 'What is charged' }),
  cancellableUntil: dateTime(),
});
export const QuoteEnvelope = Type.Object({ quote: QuoteSchema });

export const HoldSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  expiresAt: dateTime(),
  quote: QuoteSchema,
});
export const HoldEnvelope = Type.Object({ hold: HoldSchema });
export const HoldParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

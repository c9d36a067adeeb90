// A partner's schedules and sessions (docs/product/partners.md#schedules-and-sessions): weekly rules, one-off sessions,
// closures, capacities, cancellations and ticket categories; Today and the manifest. Cairo wall-clock dates and times,
// prices as decimal amounts in the listing's currency. Each field answers with its validation message, like the forms
// (../forms/sessionForms.ts), which hold the same limits.
import { Type } from 'typebox';
import {
  AGE_MAX,
  CAPACITY_MAX,
  CUTOFF_MAX_MINUTES,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  messages,
  PRICE_MAX,
  REASON_MAX_LENGTH,
  WEEKLY_RULES_MAX,
} from '../messages';
import { body } from './fields';
import { CategoryCodeSchema, CurrencySchema, ProofSchema, ResidencySchema, SessionStatusSchema } from './sessions';

const dateTime = () => Type.String({ format: 'date-time' });
const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Integers with one message for a missing, mistyped or out-of-range value. */
// `not: ''` never fails on a number or a boolean: it names the message body() gives a missing field.
const whole = (minimum: number, maximum: number, message: string) =>
  Type.Integer({
    minimum,
    maximum,
    not: { const: '' },
    errorMessage: { not: message, type: message, minimum: message, maximum: message },
  });
/** One of a few words, with one message for anything else or nothing. */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({
    type: 'string',
    enum: [...values],
    not: { const: '' },
    errorMessage: { not: messages.categoryInvalid, type: messages.categoryInvalid, enum: messages.categoryInvalid },
  });

export const cairoDate = () =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'A Cairo calendar day',
    not: { const: '' },
    errorMessage: { not: messages.dateInvalid, type: messages.dateInvalid, pattern: messages.dateInvalid },
  });
export const cairoTime = () =>
  Type.String({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    description: 'Cairo wall-clock time, 24-hour',
    not: { const: '' },
    errorMessage: { not: messages.timeInvalid, type: messages.timeInvalid, pattern: messages.timeInvalid },
  });
const capacity = () => whole(1, CAPACITY_MAX, messages.capacityInvalid);
const duration = () => whole(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES, messages.durationInvalid);
const cutoff = () => whole(0, CUTOFF_MAX_MINUTES, messages.cutoffInvalid);
const travellersReason = () =>
  Type.String({
    transform: ['trim'],
    not: { const: '' },
    maxLength: REASON_MAX_LENGTH,
    errorMessage: {
      not: messages.travellersReasonRequired,
      type: messages.travellersReasonRequired,
      maxLength: messages.reasonTooLong,
    },
  });

export const ExperienceParams = Type.Object({ experienceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const PartnerSessionParams = Type.Object({ sessionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const CategoryParams = Type.Object({
  experienceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  categoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const WeeklyRuleSchema = Type.Object({
  weekday: whole(0, 6, messages.weekdayInvalid),
  time: cairoTime(),
  durationMinutes: duration(),
  capacity: capacity(),
  bookingCutoffMinutes: cutoff(),
});
export const WeeklyRulesBody = Type.Object(
  { rules: Type.Array(WeeklyRuleSchema, { maxItems: WEEKLY_RULES_MAX }) },
  { additionalProperties: false },
);

export const OneOffSessionBody = body({
  date: cairoDate(),
  time: cairoTime(),
  durationMinutes: duration(),
  capacity: capacity(),
  bookingCutoffMinutes: Type.Optional(cutoff()),
});

export const ClosureBody = body({ from: cairoDate(), to: cairoDate(), reason: travellersReason() });
export const ClosureSchema = Type.Object({
  id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  reason: Type.String(),
  createdAt: dateTime(),
});

export const CapacityBody = body({ capacity: capacity() });
export const CancelSessionBody = body({ reason: travellersReason() });

export const CategoryBody = body({
  code: oneOf(['adult', 'child', 'student', 'senior', 'infant'] as const),
  residency: oneOf(['egyptian', 'foreign', 'any'] as const),
  label: Type.String({
    transform: ['trim'],
    not: { const: '' },
    maxLength: 100,
    errorMessage: { not: messages.fieldRequired, type: messages.fieldRequired, maxLength: messages.textTooLong },
  }),
  minAge: whole(0, AGE_MAX, messages.ageInvalid),
  maxAge: Type.Optional(
    // Null first: Ajv's type coercion would turn null into 0 for an integer branch tried before it.
    Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: AGE_MAX })], {
      errorMessage: { anyOf: messages.ageInvalid },
    }),
  ),
  proof: oneOf(['national_id', 'passport', 'student_card', 'none'] as const),
  takesPlace: Type.Boolean({
    not: { const: '' },
    errorMessage: { not: messages.fieldRequired, type: messages.fieldRequired },
  }),
  price: Type.Number({
    minimum: 0,
    maximum: PRICE_MAX,
    not: { const: '' },
    errorMessage: {
      not: messages.priceInvalid,
      type: messages.priceInvalid,
      minimum: messages.priceInvalid,
      maximum: messages.priceTooHigh,
    },
  }),
});

export const PartnerCategorySchema = Type.Object({
  id: Type.Integer(),
  code: CategoryCodeSchema,
  residency: ResidencySchema,
  label: Type.String(),
  minAge: Type.Integer(),
  maxAge: nullable(Type.Integer()),
  proof: ProofSchema,
  takesPlace: Type.Boolean(),
  price: Type.Number(),
  currency: CurrencySchema,
  sold: Type.Boolean({ description: 'Some booking holds it: it cannot be deleted' }),
});

/** A session with its counts, as Today, the schedule page and the manifest show it. */
export const PartnerSessionSchema = Type.Object({
  id: Type.Integer(),
  experience: Type.Object({ id: Type.Integer(), name: Type.String() }),
  startsAt: dateTime(),
  endsAt: dateTime(),
  status: SessionStatusSchema,
  origin: Type.Union([Type.Literal('rule'), Type.Literal('one_off')]),
  cancellationReason: nullable(Type.String()),
  capacity: Type.Integer(),
  sold: Type.Integer({ description: 'Places of confirmed bookings' }),
  held: Type.Integer({ description: 'Places held by travellers paying now' }),
  left: Type.Integer(),
  tickets: Type.Integer({ description: 'Live tickets of confirmed bookings' }),
  checkedIn: Type.Integer({ description: 'Tickets checked in at the gate' }),
  gateOpen: Type.Boolean({ description: 'Tickets can be checked in now' }),
});
export const PartnerSessionEnvelope = Type.Object({ session: PartnerSessionSchema });

export const TodayQuery = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 31, default: 7 }) },
  { additionalProperties: false },
);
export const TodaySchema = Type.Object({
  today: Type.String({ description: 'The Cairo calendar day' }),
  items: Type.Array(PartnerSessionSchema),
});

export const PartnerExperienceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('event'), Type.Literal('tour')]),
  currency: CurrencySchema,
  upcomingSessions: Type.Integer(),
});
export const PartnerExperienceList = Type.Object({ items: Type.Array(PartnerExperienceSchema) });

export const ScheduleSchema = Type.Object({
  experience: PartnerExperienceSchema,
  rules: Type.Array(
    Type.Object({
      weekday: Type.Integer(),
      time: Type.String(),
      durationMinutes: Type.Integer(),
      capacity: Type.Integer(),
      bookingCutoffMinutes: Type.Integer(),
    }),
  ),
  closures: Type.Array(ClosureSchema),
  categories: Type.Array(PartnerCategorySchema),
  sessions: Type.Array(PartnerSessionSchema, { description: 'The next sessions, at most 100' }),
});

export const ManifestQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 40 })),
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  },
  { additionalProperties: false },
);
export const ManifestRowSchema = Type.Object({
  reference: Type.String(),
  traveller: Type.String(),
  lines: Type.Array(Type.Object({ label: Type.String(), quantity: Type.Integer(), proof: ProofSchema })),
  tickets: Type.Integer(),
  checkedIn: Type.Integer(),
});
export const ManifestSchema = Type.Object({
  session: PartnerSessionSchema,
  items: Type.Array(ManifestRowSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const CancelledSessionSchema = Type.Object({
  session: PartnerSessionSchema,
  bookingsCancelled: Type.Integer(),
});
export const ClosureResultSchema = Type.Object({
  closure: ClosureSchema,
  sessionsCancelled: Type.Integer(),
  bookingsCancelled: Type.Integer(),
});

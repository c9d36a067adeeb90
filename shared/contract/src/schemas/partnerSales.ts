// A partner's sales per Cairo day and monthly statement (docs/product/partners.md#sales, #statement). Amounts are
// integer minor units of their currency (cents, piastres), as the database keeps them: sums and the commission stay
// exact.
import { Type } from 'typebox';

const calendarDate = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const count = (description: string) => Type.Integer({ minimum: 0, description });
const currency = () => Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' });
const minor = (description: string) => Type.Integer({ description: `${description}, in minor units` });

export const SalesQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ description: 'First Cairo day (YYYY-MM-DD). Default: 29 days before `to`' })),
    to: Type.Optional(
      Type.String({ description: 'Last Cairo day (YYYY-MM-DD), at most 366 days in all. Default: today' }),
    ),
  },
  { additionalProperties: false },
);

export const MoneyAmountSchema = Type.Object({ currency: currency(), amountMinor: minor('The amount') });

const fillFields = {
  placesSold: count('Places of paid bookings on the sessions that start this day'),
  capacity: count('Places of the sessions that start this day, cancelled sessions left out'),
  fillRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
    description: 'placesSold ÷ capacity; null on a day without sessions',
  }),
};
const soldFields = {
  bookings: count('Paid bookings made this day'),
  tickets: count('Their tickets'),
  gross: Type.Array(MoneyAmountSchema, { description: "What they came to, per currency (the listing's own)" }),
};

export const SalesDaySchema = Type.Object({ date: calendarDate('The Cairo day'), ...soldFields, ...fillFields });

export const SalesReportSchema = Type.Object({
  timeZone: Type.Literal('Africa/Cairo'),
  from: calendarDate('First day'),
  to: calendarDate('Last day'),
  days: Type.Array(SalesDaySchema, { description: 'Every day of the range, in order, quiet days too' }),
  totals: Type.Object({ ...soldFields, ...fillFields }),
});

export const StatementParams = Type.Object({ month: Type.String({ description: 'YYYY-MM, not after this month' }) });

export const StatementLineSchema = Type.Object({
  reference: Type.String({ description: 'The booking' }),
  bookedAt: Type.String({ format: 'date-time' }),
  experience: Type.String(),
  sessionStartsAt: Type.String({ format: 'date-time' }),
  tickets: count('Tickets'),
  currency: currency(),
  grossMinor: minor('What the traveller paid'),
  commissionMinor: minor("Kemet's commission, rounded half up to the minor unit"),
  netMinor: minor('gross − commission'),
});

export const StatementTotalSchema = Type.Object({
  currency: currency(),
  bookings: count('Bookings'),
  grossMinor: minor('Sum of the lines'),
  commissionMinor: minor('Sum of the lines’ commissions'),
  netMinor: minor('gross − commission'),
});

export const StatementSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  timeZone: Type.Literal('Africa/Cairo'),
  commissionPerMille: Type.Integer({ minimum: 0, maximum: 1000, description: '150 = 15 %' }),
  complete: Type.Boolean({ description: 'False for the current month: bookings may still come' }),
  moneyMoves: Type.Literal(false, { description: 'Kemet takes test payments only: no real money moves' }),
  notice: Type.String({ description: 'The sentence a statement carries about it' }),
  totals: Type.Array(StatementTotalSchema, { description: 'One per currency, by code' }),
  lines: Type.Array(StatementLineSchema, { description: 'One per paid booking, in the order made' }),
});

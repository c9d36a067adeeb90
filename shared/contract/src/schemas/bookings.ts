// Bookings: what a booking is, and what a booking request sends.
import { Type } from 'typebox';
import { MAX_TICKETS_PER_BOOKING } from '../constants';
import { CurrencySchema, PriceLineSchema, SessionRefSchema } from './sessions';

export const BookingStatusSchema = Type.Union([
  Type.Literal('confirmed'),
  Type.Literal('cancelled'),
  Type.Literal('failed'),
]);

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: "Human-friendly reference shown to the traveller, e.g. 'KMT-7F3K2Q'" }),
  experience: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    location: Type.String(),
    locationLabel: Type.String(),
    image: Type.String(),
  }),
  session: SessionRefSchema,
  lines: Type.Array(PriceLineSchema),
  quantity: Type.Integer({ description: 'Tickets of every category' }),
  unitPrice: Type.Number({ description: 'Charged price of one ticket of the first line' }),
  currency: CurrencySchema,
  total: Type.Number({ description: 'What was charged, in the currency' }),
  status: BookingStatusSchema,
  cancellableUntil: Type.String({
    format: 'date-time',
    description: 'Free cancellation until then; refused after (CANCELLATION_CLOSED)',
  }),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the booking was cancelled',
  }),
  cancelledBy: Type.Union([Type.Literal('traveller'), Type.Literal('partner'), Type.Null()], {
    description: 'Who cancelled it: the traveller, or the partner (who cancelled the session)',
  }),
  cancellationReason: Type.Union([Type.String(), Type.Null()], {
    description: "The partner's reason, when the partner cancelled it",
  }),
  createdAt: Type.String({ format: 'date-time' }),
});
export const BookingEnvelope = Type.Object({ booking: BookingSchema });
export const BookingList = Type.Object({ items: Type.Array(BookingSchema) });

// Either pays a hold (holdId), or, as before sessions, books `quantity` adult tickets of the experience's next open
// session.
export const BookingBody = Type.Object({
  holdId: Type.Optional(Type.String({ format: 'uuid', description: 'A live hold of this traveller (POST /holds)' })),
  eventId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: "Record id of the experience (not the URL's eventId); without holdId",
    }),
  ),
  quantity: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_BOOKING, description: 'Without holdId' }),
  ),
  payment: Type.Object({
    cardLast4: Type.String({ pattern: '^[0-9]{4}$' }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
    cardNumber: Type.Optional(
      Type.String({
        pattern: '^[0-9]{12,19}$',
        description: 'The full number: with expiry, lets the limits count declines per card (never stored)',
      }),
    ),
    expiry: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$', description: 'MM/YY' })),
  }),
});

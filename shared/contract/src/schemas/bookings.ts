// Bookings: what a booking is, and what a booking request sends.
import { Type } from 'typebox';
import { MAX_TICKETS_PER_BOOKING } from '../constants';

export const BookingStatusSchema = Type.Union([Type.Literal('confirmed'), Type.Literal('cancelled'), Type.Literal('failed')]);

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: "Human-friendly reference shown to the traveller, e.g. 'KMT-7F3K2Q'" }),
  experience: Type.Object({ id: Type.Integer(), name: Type.String(), location: Type.String(), image: Type.String() }),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  total: Type.Number(),
  status: BookingStatusSchema,
  createdAt: Type.String({ format: 'date-time' }),
});
export const BookingEnvelope = Type.Object({ booking: BookingSchema });
export const BookingList = Type.Object({ items: Type.Array(BookingSchema) });

export const BookingBody = Type.Object({
  eventId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Record id of the experience (not the URL's eventId)" }),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_BOOKING }),
  payment: Type.Object({
    cardLast4: Type.String({ pattern: '^[0-9]{4}$' }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  }),
});

// Holds, payments and cancellations: the writes that take and give back places. They run on the event loop, where
// they mostly wait for the database (docs/scaling.md, "Booking writes on threads, measured"); the database's
// conditional UPDATE is the judge of places.
import type { Hold, TicketChoice } from '@kemet/contract';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from '../payments/provider.js';
import { cancelBooking } from './cancel.js';
import { createHold } from './holds.js';
import { createBooking, type BookingInput, type Outcome } from './pay.js';

export interface BookingWrites {
  hold(userId: number, choice: TicketChoice): Promise<Hold>;
  book(userId: number, key: string, input: BookingInput): Promise<Outcome>;
  cancel(userId: number, bookingId: number): Promise<Outcome>;
}

export interface BookingWritesOptions {
  db: Db;
  payments: PaymentProvider;
  /** The HMAC key of booking fingerprints (idempotency.ts). */
  idempotencySecret: string;
}

export function bookingWrites({ db, payments, idempotencySecret }: BookingWritesOptions): BookingWrites {
  return {
    hold: (userId, choice) => createHold(db, userId, choice),
    book: (userId, key, input) => createBooking(db, { payments, idempotencySecret }, userId, key, input),
    cancel: (userId, bookingId) => cancelBooking(db, userId, bookingId),
  };
}

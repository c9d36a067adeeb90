// A thread of the write pool (bookingWrites.ts): holds, payments and cancellations with a database connection of its
// own. What a write changed in places left, and a refusal (ApiError), go back to the event loop as data.
import { workerData } from 'piscina';
import type { MessagePort } from 'node:worker_threads';
import type { TicketChoice } from '@kemet/contract';
import { collectPlaceChanges } from '../catalog/placeChanges.js';
import { connectDatabase, type Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { PaymentsOverPort } from '../payments/paymentsOverPort.js';
import { useKeyring } from '../tickets/keyring.js';
import { cancelBooking } from './cancel.js';
import { createHold } from './holds.js';
import { createBooking, type BookingInput } from './pay.js';
import type { ThreadAnswer, WriteThreadData } from './bookingWrites.js';

const { connection, keyring, idempotencySecret } = workerData as WriteThreadData;
useKeyring(keyring);
const database = connectDatabase(connection);

async function answer<T>(write: (db: Db) => Promise<T>): Promise<ThreadAnswer<T>> {
  const db = await database;
  const { result, changes } = await collectPlaceChanges(async (): Promise<Omit<ThreadAnswer<T>, 'changes'>> => {
    try {
      return { result: await write(db) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { statusCode, code, message, fields, headers } = error;
      return { refusal: { statusCode, code, message, fields, headers } };
    }
  });
  return { ...result, changes };
}

export const hold = ({ userId, choice }: { userId: number; choice: TicketChoice }) => answer((db) => createHold(db, userId, choice));

export function book({ userId, key, input, payments }: { userId: number; key: string; input: BookingInput; payments: MessagePort }) {
  return answer((db) => createBooking(db, { payments: new PaymentsOverPort(payments), idempotencySecret }, userId, key, input));
}

export const cancel = ({ userId, bookingId }: { userId: number; bookingId: number }) => answer((db) => cancelBooking(db, userId, bookingId));

// Holds, payments and cancellations: the writes that take and give back places. By default they run in a pool of
// threads at nice +10 (writeThread.ts), as the password hashes do: a burst of bookings then waits for the cores, and the
// event loop that answers catalogue reads from memory does not wait behind it (docs/scaling.md, "The write threads").
// WRITE_THREADS=0 runs them on the event loop. Either way the database's conditional UPDATE is the judge of places.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Hold, TicketChoice } from '@kemet/contract';
import { HASHING_NICE_INCREMENT } from '../auth/passwords.js';
import type { PlacesChanged } from '../catalog/catalogCache.js';
import { addPlaceChanges } from '../catalog/placeChanges.js';
import type { Db, ThreadConnection } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import type { PaymentProvider } from '../payments/provider.js';
import { servePayments } from '../payments/paymentsOverPort.js';
import { ThreadPool } from '../threads/threadPool.js';
import type { Keyring } from '../tickets/keyring.js';
import { cancelBooking } from './cancel.js';
import { createHold } from './holds.js';
import { createBooking, type BookingInput, type Outcome } from './pay.js';

export interface BookingWrites {
  hold(userId: number, choice: TicketChoice): Promise<Hold>;
  book(userId: number, key: string, input: BookingInput): Promise<Outcome>;
  cancel(userId: number, bookingId: number): Promise<Outcome>;
  close(): Promise<void>;
}

export interface BookingWritesOptions {
  threads: number;
  db: Db;
  connection: ThreadConnection;
  keyring: Keyring;
  payments: PaymentProvider;
  /** The HMAC key of booking fingerprints (idempotency.ts). */
  idempotencySecret: string;
  /** Told when a write thread fails. */
  onThreadError: (error: Error) => void;
}

/** What a thread starts with. */
export interface WriteThreadData {
  connection: ThreadConnection;
  keyring: Keyring;
  idempotencySecret: string;
}

/** A thread's answer: the write's result or its refusal, and the places it changed either way. */
export type ThreadAnswer<T> = {
  result?: T;
  refusal?: { statusCode: number; code: string; message: string; fields?: Record<string, string>; headers?: Record<string, string> };
  changes: PlacesChanged;
};

/** Writes in flight per thread: each mostly waits for the database or the payment provider, as on the event loop. */
const WRITES_PER_THREAD = 256;

// The thread is TypeScript when the API runs from source (tsx), JavaScript when built.
const threadFile = new URL(`./writeThread${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;

export function bookingWrites(options: BookingWritesOptions): BookingWrites {
  return options.threads > 0 ? pooledWrites(options) : loopWrites(options);
}

function loopWrites({ db, payments, idempotencySecret }: BookingWritesOptions): BookingWrites {
  return {
    hold: (userId, choice) => createHold(db, userId, choice),
    book: (userId, key, input) => createBooking(db, { payments, idempotencySecret }, userId, key, input),
    cancel: (userId, bookingId) => cancelBooking(db, userId, bookingId),
    close: async () => {},
  };
}

function pooledWrites({ threads, connection, keyring, payments, idempotencySecret, onThreadError }: BookingWritesOptions): BookingWrites {
  const workerData: WriteThreadData = { connection, keyring, idempotencySecret };
  const pool = new ThreadPool(
    {
      filename: threadFile,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: WRITES_PER_THREAD,
      niceIncrement: HASHING_NICE_INCREMENT,
      workerData,
    },
    onThreadError,
  );

  /** Runs one write on a thread; its place changes join the request's (placeChanges.ts), a refusal is thrown again. */
  async function run<T>(name: string, task: object, transferList?: MessagePort[]): Promise<T> {
    const answer = (await pool.run(task, { name, transferList })) as ThreadAnswer<T>;
    addPlaceChanges(answer.changes);
    if (answer.refusal) {
      const { statusCode, code, message, fields, headers } = answer.refusal;
      throw new ApiError(statusCode, code, message, fields, headers);
    }
    return answer.result as T;
  }

  return {
    hold: (userId, choice) => run('hold', { userId, choice }),
    async book(userId, key, input) {
      const { port1, port2 } = new MessageChannel();
      servePayments(port1, payments);
      try {
        return await run('book', { userId, key, input, payments: port2 }, [port2]);
      } finally {
        port1.close();
      }
    },
    cancel: (userId, bookingId) => run('cancel', { userId, bookingId }),
    close: () => pool.destroy(),
  };
}

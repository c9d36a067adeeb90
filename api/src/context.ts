// What every route needs, decorated on the Fastify instance as app.ctx.
import type { PasswordHasher } from './auth/passwords.js';
import type { BookingWrites } from './bookings/bookingWrites.js';
import type { UserRow } from './auth/sessions.js';
import type { CatalogCache, PlacesChanged } from './catalog/catalogCache.js';
import type { SignInBackoff } from './auth/signInBackoff.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { PaymentProvider } from './payments/provider.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  hasher: PasswordHasher;
  signInBackoff: SignInBackoff;
  payments: PaymentProvider;
  catalogCache: CatalogCache;
  /** Holds, payments and cancellations (bookings/bookingWrites.ts). */
  writes: BookingWrites;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The places this request changed (catalog/placeChanges.ts). */
    placeChanges?: PlacesChanged;
  }
}

export type { UserRow };

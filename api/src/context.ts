// What every route needs, decorated on the Fastify instance as app.ctx.
import type { PasswordHasher } from './auth/passwords.js';
import type { BookingWrites } from './bookings/bookingWrites.js';
import type { UserRow } from './auth/sessions.js';
import type { CatalogCache, PlacesChanged } from './catalog/catalogCache.js';
import type { SignInBackoff } from './auth/signInBackoff.js';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { PaymentProvider } from './payments/provider.js';
import type { LimitKeys } from './limits/limitKeys.js';
import type { OnceStore } from './limits/onceStore.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Where the limits count when REDIS_URL is set (limits/plugin.ts). */
  limitRedis: Redis | undefined;
  /** The PostgreSQL whose other instances' writes this one hears of (catalog/catalogListener.ts); none with PGlite. */
  othersDatabaseUrl: string | undefined;
  hasher: PasswordHasher;
  signInBackoff: SignInBackoff;
  limitKeys: LimitKeys;
  /** First claims that expire (used proofs, a card's first account), in Redis when set (limits/onceStore.ts). */
  onceStore: OnceStore;
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

// app.ctx (context.ts): the database, the limits' Redis, the keyring, the password hashing pool, the booking writes and
// the catalogue cache, opened at start (the database migrated and seeded unless `setup` is off) and closed with the
// app.
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PasswordHasher } from '../auth/passwords.js';
import { MemoryBackoff, RedisBackoff } from '../auth/signInBackoff.js';
import { bookingWrites } from '../bookings/bookingWrites.js';
import { idempotencySecret } from '../bookings/idempotency.js';
import { limitKeys } from '../limits/limitKeys.js';
import { MemoryOnceStore, RedisOnceStore } from '../limits/onceStore.js';
import { CatalogCache } from '../catalog/catalogCache.js';
import { MAX_SILENCE_MS } from '../catalog/catalogListener.js';
import { ClockBounds, clockBoundsQuery } from '../catalog/clockBounds.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { openLimitRedis } from '../limits/redisConnection.js';
import { TestPaymentProvider, type PaymentProvider } from '../payments/provider.js';
import { startKeyring } from '../tickets/startKeyring.js';

export interface ContextOptions {
  config: Config;
  /** An open database; the app then leaves closing it to the caller. */
  database?: Database;
  payments?: PaymentProvider;
  /** Run migrations and seed. */
  setup: boolean;
}

async function appContext(app: FastifyInstance, options: ContextOptions): Promise<void> {
  const { config } = options;
  const ownsDatabase = !options.database;
  if (ownsDatabase && !config.databaseUrl && !config.pgliteDir.startsWith('memory://')) {
    await mkdir(config.pgliteDir, { recursive: true });
  }
  const database = options.database ?? (await openDatabase(config));
  const limitRedis = await openLimitRedis(config.redisUrl, app.log);
  const backoffPolicy = {
    baseMs: config.signInBackoffBaseSeconds * 1000,
    maxMs: config.signInBackoffMaxSeconds * 1000,
  };
  const signInBackoff = limitRedis
    ? new RedisBackoff(limitRedis, config.redisPrefix, backoffPolicy)
    : new MemoryBackoff(backoffPolicy);
  const onDisk = database.kind === 'pglite' && !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
  await startKeyring(config, app.log);
  const idempotency = await idempotencySecret({
    configured: config.idempotencySecret,
    dataDir: onDisk ? config.pgliteDir : undefined,
  });
  if (!idempotency.shared && database.kind === 'postgres') {
    app.log.warn(
      'IDEMPOTENCY_SECRET is not set: this instance uses its own random key, so a booking retry that reaches another instance or comes after a restart is refused instead of replayed',
    );
  }
  const payments = options.payments ?? new TestPaymentProvider();
  // Other instances' writes reach this cache through PostgreSQL; with PGlite this process is the only writer.
  const othersDatabaseUrl = database.kind === 'postgres' ? config.databaseUrl || undefined : undefined;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    limitRedis,
    othersDatabaseUrl,
    hasher: new PasswordHasher(config.argon2, config.maxConcurrentHashes, (error) =>
      app.log.error({ err: error }, 'a password hashing thread failed'),
    ),
    signInBackoff,
    limitKeys: limitKeys(config.limitsSecret ?? idempotency.secret),
    onceStore: limitRedis ? new RedisOnceStore(limitRedis, config.redisPrefix) : new MemoryOnceStore(),
    payments,
    catalogCache: new CatalogCache({
      maxAgeMs: config.catalogCacheMaxAgeMs,
      maxBytes: config.catalogCacheMaxBytes,
      clock: new ClockBounds(clockBoundsQuery(database.db), (error) =>
        app.log.warn({ err: error }, 'reading when the catalogue next changes failed'),
      ),
      maxSilenceMs: othersDatabaseUrl ? MAX_SILENCE_MS : undefined,
    }),
    writes: bookingWrites({ db: database.db, payments, idempotencySecret: idempotency.secret }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    limitRedis?.disconnect();
    await ctx.hasher.close();
    if (ownsDatabase) await database.close();
  });
  if (options.setup)
    await prepareDatabase(database, {
      dataDir: onDisk ? config.pgliteDir : undefined,
      log: app.log,
      hashPassword: (password) => ctx.hasher.hash(password),
    });
}

export default fp(appContext, { name: 'kemet-context' });

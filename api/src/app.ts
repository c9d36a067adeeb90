// buildApp(): the whole service as a Fastify instance. Tests pass their own config/database; server.ts listens.
import { mkdir } from 'node:fs/promises';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import underPressure from '@fastify/under-pressure';
import ajvErrors from 'ajv-errors';
import ajvKeywords from 'ajv-keywords';
import { fastifyTrustProxy } from '@kemet/server/trustProxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { PasswordHasher } from './auth/passwords.js';
import { purgeResetTokens } from './auth/passwordResets.js';
import { purgeExpiredSessions } from './auth/sessions.js';
import { MemoryBackoff, RedisBackoff } from './auth/signInBackoff.js';
import { bookingWrites } from './bookings/bookingWrites.js';
import { idempotencySecret, purgeExpiredIdempotencyKeys } from './bookings/idempotency.js';
import { expireOverdueHolds } from './bookings/placeLedger.js';
import { CatalogCache } from './catalog/catalogCache.js';
import { ClockBounds, clockBoundsQuery } from './catalog/clockBounds.js';
import { listenForCatalogChanges, MAX_SILENCE_MS } from './catalog/catalogListener.js';
import { registerCachedAnswers } from './catalog/cachedAnswers.js';
import { collectPlaceChanges, notifyContentChanged, runCollecting } from './catalog/placeChanges.js';
import { loadConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { purgeOldScans } from './gate/checkin.js';
import { seedProviderKeys, type SeedKeysOptions } from './gate/seedProviderKeys.js';
import { registerApiDocs } from './http/apiDocs.js';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS } from './http/compression.js';
import { errorBody, registerErrorHandling } from './http/errors.js';
import { registerSecurity } from './http/security.js';
import { registerRateLimits } from './limits/plugin.js';
import { openLimitRedis } from './limits/redisConnection.js';
import { TestPaymentProvider, type PaymentProvider } from './payments/provider.js';
import { accountRoutes } from './routes/accounts.js';
import { accountSecurityRoutes } from './routes/accountSecurity.js';
import { bookingRoutes } from './routes/bookings.js';
import { holdRoutes } from './routes/holds.js';
import { quoteRoutes } from './routes/quotes.js';
import { availabilityRoutes } from './routes/availability.js';
import { catalogRoutes } from './routes/catalog.js';
import { fxRateRoutes } from './routes/fxRates.js';
import { checkinRoutes } from './routes/checkins.js';
import { devMailboxRoutes } from './routes/devMailbox.js';
import { formRoutes } from './routes/forms.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { mediaRasterRoutes } from './routes/mediaRasters.js';
import { sitemapDataRoutes } from './routes/sitemapData.js';
import { passwordResetRoutes } from './routes/passwordResets.js';
import { providerRoutes } from './routes/providers.js';
import { seedFxRatesIfEmpty } from './seed/fxRates.js';
import { seedIfEmpty } from './seed/seed.js';
import { seedTranslations } from './seed/translations.js';
import { bookingTicketRoutes } from './routes/bookingTickets.js';
import { ticketRoutes } from './routes/tickets.js';
import { generateSessions, scheduleGeneration } from './sessions/generate.js';
import { startKeyring } from './tickets/startKeyring.js';

/** How often overdue holds are swept. */
export const HOLD_SWEEP_MS = 60_000;

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open database; the app then leaves closing it to the caller. */
  database?: Database;
  payments?: PaymentProvider;
  logger?: FastifyServerOptions['logger'];
  /** Run migrations and seed (default true). */
  setup?: boolean;
}

export async function prepareDatabase(database: Database, keys: SeedKeysOptions = {}): Promise<void> {
  await database.withSetupLock(async (db) => {
    await runMigrations(db);
    await seedIfEmpty(db);
    await seedTranslations(db);
    await seedFxRatesIfEmpty(db);
    await seedProviderKeys(db, keys);
    await generateSessions(db);
    // Other instances' caches: a seed, a migration or new translations change what they show.
    await notifyContentChanged(db);
  });
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: false,
    // Errors raised before routing (a malformed %-escape in the path) get our error shape too, not Fastify's default.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.code(400).send(errorBody('BAD_URL', 'The address is not valid.'));
    },
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    // allErrors: every field's message at once, as the forms show them; the plugins give the contract's keywords
    // (`transform` trims before the other keywords, `errorMessage` puts the fixed words on a failure, docs/product/texts-and-messages.md#validation).
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true },
      // Fastify types the option as ajv's Plugin<unknown>, which a plugin typed with its own options is not.
      plugins: [ajvErrors as never, [ajvKeywords as never, ['transform']]],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownsDatabase = !options.database;
  if (ownsDatabase && !config.databaseUrl && !config.pgliteDir.startsWith('memory://')) {
    await mkdir(config.pgliteDir, { recursive: true });
  }
  const database = options.database ?? (await openDatabase(config));
  const limitRedis = await openLimitRedis(config.redisUrl, app.log);
  const backoffPolicy = { baseMs: config.signInBackoffBaseSeconds * 1000, maxMs: config.signInBackoffMaxSeconds * 1000 };
  const signInBackoff = limitRedis ? new RedisBackoff(limitRedis, config.redisPrefix, backoffPolicy) : new MemoryBackoff(backoffPolicy);
  const onDisk = database.kind === 'pglite' && !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
  const keyring = await startKeyring(config, app.log);
  const idempotency = await idempotencySecret({ configured: config.idempotencySecret, dataDir: onDisk ? config.pgliteDir : undefined });
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
    hasher: new PasswordHasher(config.argon2, config.maxConcurrentHashes, (error) =>
      app.log.error({ err: error }, 'a password hashing thread failed'),
    ),
    signInBackoff,
    payments,
    catalogCache: new CatalogCache({
      maxAgeMs: config.catalogCacheMaxAgeMs,
      maxBytes: config.catalogCacheMaxBytes,
      clock: new ClockBounds(clockBoundsQuery(database.db), (error) =>
        app.log.warn({ err: error }, 'reading when the catalogue next changes failed'),
      ),
      maxSilenceMs: othersDatabaseUrl ? MAX_SILENCE_MS : undefined,
    }),
    writes: bookingWrites({
      threads: config.writeThreads,
      db: database.db,
      connection: database.connection,
      keyring,
      payments,
      idempotencySecret: idempotency.secret,
      onThreadError: (error) => app.log.error({ err: error }, 'a booking write thread failed'),
    }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    limitRedis?.disconnect();
    await ctx.hasher.close();
    await ctx.writes.close();
    if (ownsDatabase) await database.close();
  });
  if (options.setup !== false) await prepareDatabase(database, { dataDir: onDisk ? config.pgliteDir : undefined, log: app.log });

  registerErrorHandling(app);

  // Graceful shutdown: once close() starts, new requests get a 503 in our shape while in-flight ones finish.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply
      .code(503)
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .send(errorBody('SHUTTING_DOWN', 'The service is restarting. Please try again in a moment.'));
  });

  // In-flight responses finished during the drain close their connection, so close() need not wait out keep-alive.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(cookie);
  if (othersDatabaseUrl) {
    const stopListening = await listenForCatalogChanges(othersDatabaseUrl, ctx.catalogCache, app.log);
    app.addHook('onClose', stopListening);
  }
  // Writes outside the catalogue routes (holds, bookings, cancellations, a hold read after its expiry) collect the
  // sessions whose places they changed; their answer is sent after their transactions committed, so this
  // instance forgets the stale answers then (catalog/placeChanges.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.cache) return done();
    request.placeChanges = runCollecting(done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.placeChanges?.size) ctx.catalogCache.placesChanged(request.placeChanges);
    done(null, payload);
  });
  // Before compression: the catalogue's routes compress their stored answers themselves (once, not per request).
  registerCachedAnswers(app, ctx.catalogCache);
  // Other answers over 1 KB go out compressed to clients that accept it (http/compression.ts).
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS });
  await registerRateLimits(app, config, limitRedis);
  await registerSecurity(app, config);
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelay,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    pressureHandler: (request, reply) => {
      if (request.url === '/api/health') return undefined;
      reply.code(503).header('Retry-After', '10');
      // A returned value is sent by under-pressure; its typings only allow void.
      return errorBody('OVERLOADED', 'The service is very busy right now. Please try again in a few seconds.') as unknown as void;
    },
  });

  // The API's map is for developers: off unless API_DOCS=true (npm start sets it), so production does not publish it.
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(availabilityRoutes);
      await api.register(mediaRoutes);
      await api.register(mediaRasterRoutes);
      await api.register(sitemapDataRoutes);
      await api.register(accountRoutes);
      await api.register(accountSecurityRoutes);
      await api.register(passwordResetRoutes);
      await api.register(devMailboxRoutes);
      await api.register(formRoutes);
      await api.register(quoteRoutes);
      await api.register(holdRoutes);
      await api.register(bookingRoutes);
      await api.register(providerRoutes);
      await api.register(checkinRoutes);
      await api.register(bookingTicketRoutes);
      await api.register(ticketRoutes);
      await api.register(fxRateRoutes);
    },
    { prefix: '/api' },
  );

  const purge = setInterval(() => {
    purgeExpiredSessions(ctx.db, config).catch((error) => app.log.warn({ err: error }, 'session purge failed'));
    purgeExpiredIdempotencyKeys(ctx.db).catch((error) => app.log.warn({ err: error }, 'idempotency key purge failed'));
    purgeResetTokens(ctx.db).catch((error) => app.log.warn({ err: error }, 'reset link purge failed'));
    purgeOldScans(ctx.db).catch((error) => app.log.warn({ err: error }, 'check-in scan purge failed'));
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  // Overdue holds give their places back even when nobody books the session: once at start (a process killed with
  // holds running finds them here), then every minute. Taking places and reading a hold also expire them on the way.
  const sweepHolds = () =>
    collectPlaceChanges(() => expireOverdueHolds(ctx.db))
      .then(({ changes }) => ctx.catalogCache.placesChanged(changes))
      .catch((error) => app.log.warn({ err: error }, 'hold sweep failed'));
  const holdSweep = setInterval(() => void sweepHolds(), HOLD_SWEEP_MS);
  holdSweep.unref();
  app.addHook('onReady', async () => {
    await sweepHolds();
  });
  app.addHook('onClose', async () => clearInterval(holdSweep));

  // Tours' sessions stay generated GENERATION_DAYS ahead (docs/product/rules.md#sessions-and-ticket-categories).
  const stopGeneration = scheduleGeneration(
    ctx.db,
    () => ctx.catalogCache.contentChanged(),
    (error) => app.log.warn({ err: error }, 'session generation failed'),
  );
  app.addHook('onClose', async () => stopGeneration());

  return app;
}

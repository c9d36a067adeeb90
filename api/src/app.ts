// buildApp(): the whole service as a Fastify instance, put together from the plugins in src/plugins (each says what
// it adds). Tests pass their own config/database; server.ts listens.
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvErrors from 'ajv-errors';
import ajvKeywords from 'ajv-keywords';
import { fastifyTrustProxy } from '@kemet/server/trustProxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/client.js';
import { errorBody } from './http/errors.js';
import { serializeRequest } from './http/requestLog.js';
import type { PaymentProvider } from './payments/provider.js';
import apiDocs from './plugins/apiDocs.js';
import catalogCache from './plugins/catalogCache.js';
import compression from './plugins/compression.js';
import appContext from './plugins/context.js';
import draining from './plugins/draining.js';
import errorHandling from './plugins/errorHandling.js';
import holdSweep from './plugins/holdSweep.js';
import overload from './plugins/overload.js';
import purges from './plugins/purges.js';
import rateLimits from './plugins/rateLimits.js';
import { routes } from './plugins/routes.js';
import security from './plugins/security.js';
import sessionGeneration from './plugins/sessionGeneration.js';

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open database; the app then leaves closing it to the caller. */
  database?: Database;
  payments?: PaymentProvider;
  logger?: FastifyServerOptions['logger'];
  /** Run migrations and seed (default true). */
  setup?: boolean;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  const app = Fastify({
    // Every logger given as options (a test's too) logs requests without the secrets their paths may carry.
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } }
        : logger,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: false,
    // Errors raised before routing (a malformed %-escape in the path) get our error shape too, not Fastify's default.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.code(400).send(errorBody('BAD_URL', 'The address is not valid.'));
    },
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    // The context plugin migrates and seeds the database, which takes as long as it takes (Fastify's default is 10 s).
    pluginTimeout: 0,
    // allErrors: every field's message at once, as the forms show them; the plugins give the contract's keywords
    // (`transform` trims before the other keywords, `errorMessage` puts the fixed words on a failure,
    // docs/product/texts-and-messages.md#validation).
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true },
      // Fastify types the option as ajv's Plugin<unknown>, which a plugin typed with its own options is not.
      plugins: [ajvErrors as never, [ajvKeywords as never, ['transform']]],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The order of the hooks is the order of registration: draining answers before anything else runs, the catalogue
  // cache marks its routes before compression sees them, the security headers are set before an overload's 503.
  await app.register(appContext, {
    config,
    database: options.database,
    payments: options.payments,
    setup: options.setup !== false,
  });
  await app.register(errorHandling);
  await app.register(draining);
  await app.register(cookie, { secret: app.ctx.limitKeys.deviceCookie });
  await app.register(catalogCache);
  await app.register(compression);
  await app.register(rateLimits);
  await app.register(security);
  await app.register(overload);
  // The API's map is for developers: off unless API_DOCS=true (npm start sets it), so production does not publish it.
  if (config.apiDocs) await app.register(apiDocs);
  await app.register(routes, { prefix: '/api' });
  await app.register(purges);
  await app.register(holdSweep);
  await app.register(sessionGeneration);
  return app;
}

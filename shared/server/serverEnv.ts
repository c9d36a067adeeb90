// The environment a front-end server reads, checked against one schema (env-schema): numbers parsed, defaults filled
// in, an empty value counts as unset, and a bad value stops the start naming the variable.
import envSchema from 'env-schema';
import { DEFAULT_API_BODY_LIMIT } from './apiProxy';

export interface ServerEnv {
  /** Added to every app's default port, so several stacks can run side by side. */
  KEMET_PORT_OFFSET: number;
  HOST: string;
  LOG_LEVEL: string;
  TRUST_PROXY?: string;
  /**
   * The site's public origin (https://kemet.example): pages' canonical, og: and hreflang URLs (unset: the shell's local
   * origin, never the request's Host), the sitemap and robots.txt (unset: the request's).
   */
  PUBLIC_ORIGIN?: string;
  API_URL?: string;
  BODY_LIMIT_BYTES: number;
  /** Pages the server renders at once; past it, a page goes out for the browser to render (serveApp.ts). */
  SERVER_RENDERS_AT_ONCE: number;
  /** The remotes the shell composes, in order (catalog,map,account,checkout,partner); each at <NAME>_URL. */
  REMOTES?: string;
  /**
   * How old the shell's copy of a remote's manifest and server entry may be; 0 (`npm run dev`): checked before each
   * page.
   */
  REMOTES_REFRESH_MS: number;
  CATALOG_URL?: string;
  MAP_URL?: string;
  ACCOUNT_URL?: string;
  CHECKOUT_URL?: string;
  TILE_URL?: string;
  TILE_ATTRIBUTION?: string;
}

// JSON Schema by hand: TypeBox (the API's schemas) is an ES module, and this package's tests run as CommonJS.
const optional = { type: 'string' };
const ENV = {
  type: 'object',
  properties: {
    KEMET_PORT_OFFSET: { type: 'integer', minimum: 0, default: 0 },
    HOST: { type: 'string', default: 'localhost' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'warn' },
    TRUST_PROXY: optional,
    PUBLIC_ORIGIN: optional,
    API_URL: optional,
    BODY_LIMIT_BYTES: { type: 'integer', minimum: 0, default: DEFAULT_API_BODY_LIMIT },
    SERVER_RENDERS_AT_ONCE: { type: 'integer', minimum: 0, default: 16 },
    REMOTES: { type: 'string', pattern: '^[a-z][a-z0-9-]*(,[a-z][a-z0-9-]*)*$' },
    REMOTES_REFRESH_MS: { type: 'integer', minimum: 0, default: 10_000 },
    CATALOG_URL: optional,
    MAP_URL: optional,
    ACCOUNT_URL: optional,
    CHECKOUT_URL: optional,
    TILE_URL: optional,
    TILE_ATTRIBUTION: optional,
  },
};

/**
 * The environment checked against a JSON schema: an empty value counts as unset; a bad value throws naming the
 * variable.
 */
export function checkedEnv<T extends object>(schema: object, env: NodeJS.ProcessEnv): T {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const checked = envSchema<T>({ schema, data: set, env: false });
  // Ajv's type coercion lets 'Infinity' through as a number, past minimum and maximum.
  for (const [name, value] of Object.entries(checked)) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`env/${name} must be a finite number`);
  }
  return checked;
}

export function serverEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return checkedEnv<ServerEnv>(ENV, env);
}

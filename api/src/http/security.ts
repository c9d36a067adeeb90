// Security headers, the cross-site guard for state-changing requests, and the strict JSON body parser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { ApiError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  return config.cookieSecure || request.protocol === 'https';
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export function checkCrossSite(request: FastifyRequest, config: Config): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site) {
    // 'none' = typed by the user / bookmarks; 'same-origin' = our pages. 'same-site' is another subdomain: refuse.
    if (site === 'same-origin' || site === 'none') return;
    throw new ApiError(403, 'CROSS_SITE', 'Requests from other sites are not allowed.');
  }
  const origin = request.headers.origin;
  if (!origin) return;
  const originHost = hostOf(origin);
  // request.host is X-Forwarded-Host only when the hop that sent it is a trusted proxy (TRUST_PROXY), else Host.
  const ownHost = request.host.toLowerCase().replace(/:(80|443)$/, '');
  if (originHost && originHost === ownHost) return;
  if (config.allowedOrigins.includes(origin)) return;
  throw new ApiError(403, 'CROSS_SITE', 'Requests from other sites are not allowed.');
}

// JSON.parse reviver: refuses prototype keys and NUL characters (PostgreSQL cannot store U+0000 in text).
function reviver(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor') throw new ApiError(400, 'MALFORMED_JSON', 'The request body contains a forbidden key.');
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new ApiError(400, 'INVALID_CHARACTERS', 'Text may not contain NUL characters.');
  }
  return value;
}

/**
 * Helmet's headers for this API. They are the same for every answer, so helmet writes them once, at start, into a
 * plain object (@fastify/helmet would build helmet's middleware and parse the CSP again for each request).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  // A bad option makes helmet throw here, at start; its callback is only there for compatibility.
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })(undefined as never, collector as never, () => {});
  return Object.freeze(headers);
}

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isSecureRequest(request, config)) reply.header('Strict-Transport-Security', HSTS);
    if (/%00/i.test(request.url)) return done(new ApiError(400, 'INVALID_CHARACTERS', 'The address may not contain NUL characters.'));
    try {
      checkCrossSite(request, config);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // Only JSON bodies: removing the text/plain parser makes every other media type a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, reviver));
    } catch (error) {
      done(error instanceof ApiError ? error : new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.'), undefined);
    }
  });
}

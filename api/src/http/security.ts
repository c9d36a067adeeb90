// Security headers, the cross-site guard for state-changing requests, and the strict JSON reviver (plugins/security.ts
// applies them).
import type { FastifyRequest } from 'fastify';
import { helmetHeaders } from '@kemet/server/helmetHeaders';
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
export function jsonReviver(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor')
    throw new ApiError(400, 'MALFORMED_JSON', 'The request body contains a forbidden key.');
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new ApiError(400, 'INVALID_CHARACTERS', 'Text may not contain NUL characters.');
  }
  return value;
}

/** Helmet's headers for this API, the same for every answer (computed once, at start). */
export function securityHeaders(): Readonly<Record<string, string>> {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

export const HSTS = 'max-age=31536000; includeSubDomains';

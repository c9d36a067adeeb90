// Security headers of every response, set by @fastify/helmet: a CSP that allows scripts only from this origin, the
// remotes' origins (read from the runtime config at start) and the page's own inline scripts by their hashes
// (inlineScripts.ts), nosniff, no framing, the referrer policy.
import type { FastifyHelmetOptions } from '@fastify/helmet';

export function helmetOptions(remoteOrigins: string[], imageOrigins: string[] = [], scriptHashes: string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...remoteOrigins],
        // Leaflet positions tiles and markers through inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins, ...imageOrigins],
        // The image origins too: the shell's service worker fetches a page's images on its behalf (its CSP is /sw.js's).
        connectSrc: ["'self'", ...remoteOrigins, ...imageOrigins],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Only over TLS, which helmet cannot tell: serveApp adds STRICT_TRANSPORT_SECURITY per request.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The shell, on another origin, loads each remote's scripts, styles and manifests.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/** Helmet has no Permissions-Policy: serveApp sets it with the other per-request headers. The gate page scans QR codes with the camera, on the shell's own origin only. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/** Sent only over TLS (directly or from a trusted proxy's X-Forwarded-Proto): browsers ignore it on plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

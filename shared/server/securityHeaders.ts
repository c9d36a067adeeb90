// Security headers for the HTML pages: a CSP that allows scripts only from this origin and the remotes' origins.
export function securityHeaders(remoteOrigins: string[], imageOrigins: string[] = []): Record<string, string> {
  const others = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${others}`,
    // Leaflet positions tiles and markers through inline style attributes.
    `style-src 'self' 'unsafe-inline' ${others}`,
    `img-src 'self' data: blob: ${[...remoteOrigins, ...imageOrigins].join(' ')}`,
    `connect-src 'self' ${others}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Sent only over TLS (directly or from a trusted proxy's X-Forwarded-Proto): browsers ignore it on plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

// Security headers of every response, helmet's (computed once: helmetHeaders.ts): a CSP that allows scripts only from this origin, the
// remotes' folders (read from the runtime config at start) and the page's own inline scripts by their hashes
// (inlineScripts.ts), nosniff, no framing, no <base>, the referrer policy.
import type { HelmetOptions } from 'helmet';

/**
 * Each remote's folder (`https://cdn.example/catalog/` for `…/catalog/mf-manifest.json`): a CSP source no wider than
 * it.
 */
export function remoteSources(remoteUrls: string[]): string[] {
  return [...new Set(remoteUrls.map((url) => new URL('.', url).href))];
}

export function helmetOptions(
  remoteSources: string[],
  imageOrigins: string[] = [],
  scriptHashes: string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...remoteSources],
        // Stylesheets only from files (the apps' CSS Modules): no inline <style> element runs. Style attributes stay
        // allowed, as the pages set a few computed ones (a banner's picture, a placeholder's height, the map
        // preview's pins), and an attribute cannot load anything or select other elements.
        styleSrc: ["'self'", ...remoteSources],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteSources, ...imageOrigins],
        // The image origins too: the shell's service worker fetches a page's images on its behalf (its CSP is
        // /sw.js's).
        connectSrc: ["'self'", ...remoteSources, ...imageOrigins],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Only over TLS, which helmet cannot tell: serveApp adds STRICT_TRANSPORT_SECURITY per request.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The shell, on another origin, loads each remote's scripts, styles and manifests.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * Helmet has no Permissions-Policy: serveApp sets it with the other per-request headers. The gate page scans QR codes
 * with the camera, on the shell's own origin only.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/** Sent only over TLS (directly or from a trusted proxy's X-Forwarded-Proto): browsers ignore it on plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

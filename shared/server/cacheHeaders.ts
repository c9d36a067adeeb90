// Cache policy for built files: entry points and runtime config revalidate; content-hashed chunks never change.
import { partyFromCookie } from '@kemet/contract';
import { PREFERENCE_COOKIES, cookieValue } from '@kemet/platform/i18n/languages';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|geojson|json)(\.gz|\.br)?$/;

export function cacheControlFor(filePath: string): string {
  if (HASHED_FILE.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * A server-rendered page is the same for everyone (the account renders in the browser), so a CDN may keep it a little
 * and serve it stale while it refreshes. A visitor with display choices (currency, digits, language) gets theirs, kept
 * by no one else, and so does one with a remembered party (its forms and searches are that party's). So does a page
 * behind a sign-in (checkout, account, bookings): its HTML holds nothing of the account,
 * but it is where a traveller pays, with the places left as they are now, and a shared copy of it serves no one.
 */
export function pageCacheControl(cookieHeader: string | undefined, signedInPage = false): string {
  if (signedInPage || hasPreferenceCookie(cookieHeader) || partyFromCookie(cookieHeader) !== null)
    return 'private, no-cache';
  return 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
}

// Read with the parser the render reads them with: any cookie it could apply makes the page the visitor's own.
const hasPreferenceCookie = (cookieHeader: string | undefined) =>
  Object.values(PREFERENCE_COOKIES).some((name) => cookieValue(cookieHeader, name) !== undefined);

/**
 * RFC 9211's Cache-Status for a server-rendered page: whether the shell's page cache answered it (`hit`), or why the
 * page was rendered (`fwd=miss`: not kept, `fwd=stale`: its data has changed, `fwd=bypass`: never kept).
 */
export function pageCacheStatus(status: 'hit' | 'miss' | 'stale' | 'bypass'): string {
  return status === 'hit' ? 'kemet-page; hit' : `kemet-page; fwd=${status}`;
}

// Which requests the SPA's page answers: any GET or HEAD of a route-like path, unless the client explicitly asks for
// JSON (the API error shape then). Curl, wget and uptime checkers send no Accept or */* and still get the page.
// A missing file (a path ending in .js, .css, .png…) is a 404, never the page: a script tag must not receive HTML.
import { pathInLanguage } from '@kemet/platform/i18n/languages';
import { matchPath } from '@kemet/platform/router';

const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

function asksForJson(accept: string | undefined): boolean {
  const types = (accept ?? '').toLowerCase();
  return /application\/([a-z.+-]*\+)?json/.test(types) && !types.includes('text/html');
}

export function pageResponseFor(method: string, url: string, accept: string | undefined): 'page' | 'not-found' {
  if (method !== 'GET' && method !== 'HEAD') return 'not-found';
  const pathname = new URL(url, 'http://page').pathname;
  if (FILE_LIKE.test(pathname) || asksForJson(accept)) return 'not-found';
  return 'page';
}

/**
 * Whether a URL's path matches one of the app's page routes (React Router patterns relative to the root), in any
 * language.
 */
export function isPagePath(pagePaths: string[], url: string): boolean {
  const pathname = pathInLanguage(new URL(url, 'http://page').pathname, 'en');
  return pagePaths.some((path) => matchPath({ path: `/${path}`, end: true }, pathname) !== null);
}

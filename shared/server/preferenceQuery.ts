// A display choice made before or without the page's code (docs/product/languages-and-money.md): the header's
// language link and currency form send it in the query (?lang=ar, ?currency=EUR). The server remembers it in the
// cookie the browser's preferences store writes, and sends the visitor to the same page without it (303), so the
// page's address, and what any cache keeps under it, stay the page's own.
import {
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
  isDisplayCurrency,
  isLanguage,
} from '@kemet/platform/i18n/languages';

/** The query names of the choices, and whether a value is one. */
const CHOICES = [
  { param: 'lang', cookie: PREFERENCE_COOKIES.language, valid: isLanguage },
  { param: 'currency', cookie: PREFERENCE_COOKIES.currency, valid: isDisplayCurrency },
] as const;

export interface PreferenceRedirect {
  location: string;
  /** Set-Cookie values: the choices to remember (a value that is not a choice is dropped, not remembered). */
  cookies: string[];
}

/** Where to send a page request that carries a display choice, and what to remember; null when it carries none. */
export function preferenceQueryRedirect(url: string): PreferenceRedirect | null {
  const { pathname, searchParams } = new URL(url, 'http://page');
  if (!CHOICES.some(({ param }) => searchParams.has(param))) return null;
  const cookies: string[] = [];
  for (const { param, cookie, valid } of CHOICES) {
    const value = searchParams.get(param);
    searchParams.delete(param);
    if (valid(value))
      cookies.push(`${cookie}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
  }
  const search = searchParams.toString();
  return { location: search ? `${pathname}?${search}` : pathname, cookies };
}

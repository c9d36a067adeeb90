// Which language a page answers in (docs/product/languages-and-money.md): the address decides (/ar/… is Arabic), so
// a shared link opens in its language; an English address asked for by a visitor whose cookie remembers Arabic is
// sent to the Arabic page instead.
import {
  PREFERENCE_COOKIES,
  cookieValue,
  directionOf,
  languageOfPath,
  pathInLanguage,
} from '@kemet/platform/i18n/languages';
import type { PageLanguage } from './pageHtml';

export function pageLanguageOf(url: string): PageLanguage {
  const lang = languageOfPath(new URL(url, 'http://page').pathname);
  return { lang, dir: directionOf(lang) };
}

/** Where to send a page request instead, or null to answer it here. */
export function rememberedLanguageRedirect(url: string, cookieHeader: string | undefined): string | null {
  const { pathname, search } = new URL(url, 'http://page');
  if (languageOfPath(pathname) === 'ar' || cookieValue(cookieHeader, PREFERENCE_COOKIES.language) !== 'ar') return null;
  return pathInLanguage(`${pathname}${search}`, 'ar');
}

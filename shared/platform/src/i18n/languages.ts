// The site's languages and display preferences (docs/product/languages-and-money.md): plain data and functions, with
// no DOM, so the shell's server decides <html lang dir> and the redirect of a remembered choice with the same rules.
import { DISPLAY_CURRENCIES } from '@kemet/contract';

export { DISPLAY_CURRENCIES };
export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Arabic pages live under /ar; every English path is the route itself, unchanged. */
export const ARABIC_PATH_PREFIX = '/ar';

/** Arabic-Indic digits (Arabic's default) or Latin digits; English always uses Latin digits. */
export type Digits = 'arab' | 'latn';
export const DEFAULT_DIGITS: Digits = 'arab';

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The cookies that remember each choice (read by the shell's server too). */
export const PREFERENCE_COOKIES = { language: 'lang', digits: 'digits', currency: 'currency' } as const;
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';
export const isDigits = (value: unknown): value is Digits => value === 'arab' || value === 'latn';
export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  DISPLAY_CURRENCIES.includes(value as DisplayCurrency);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** Until the traveller picks one, English shows US dollars (the prices as charged) and Arabic Egyptian pounds. */
export const defaultCurrencyOf = (language: Language): DisplayCurrency => (language === 'ar' ? 'EGP' : 'USD');

/** The Intl locale of a language: en-GB (Kemet's English dates), ar-EG with Arabic-Indic or Latin digits. */
export function intlLocaleOf(language: Language, digits: Digits = DEFAULT_DIGITS): string {
  if (language === 'en') return 'en-GB';
  return digits === 'latn' ? 'ar-EG-u-nu-latn' : 'ar-EG';
}

const ARABIC_PATH = /^\/ar(?=\/|$)/;

/** The language a path is in: /ar and /ar/… are Arabic, everything else English. */
export const languageOfPath = (pathname: string): Language => (ARABIC_PATH.test(pathname) ? 'ar' : 'en');

/** The same page in another language: "/events?x=1" ⇄ "/ar/events?x=1"; the home page of Arabic is "/ar/". */
export function pathInLanguage(path: string, language: Language): string {
  const route = path.replace(ARABIC_PATH, '') || '/';
  const withSlash = route.startsWith('/') ? route : `/${route}`;
  return language === 'ar' ? `${ARABIC_PATH_PREFIX}${withSlash}` : withSlash;
}

/** A cookie header's value for one name, or undefined (also when it is not validly encoded: anyone can send one). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

// The traveller's display choices (language, digits, currency): one store per page, like the auth store. Each choice is
// kept in a cookie, so the server can answer the first HTML in the right language, and mirrored in localStorage, whose
// `storage` event tells the other tabs to follow.
import {
  DEFAULT_DIGITS,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
  cookieValue,
  defaultCurrencyOf,
  directionOf,
  intlLocaleOf,
  isDigits,
  isDisplayCurrency,
  isLanguage,
  languageOfPath,
  type Digits,
  type DisplayCurrency,
  type Language,
} from './languages';
import { requestScope } from '../serverRender/requestScope';

export interface Preferences {
  language: Language;
  digits: Digits;
  /** What the traveller picked, or null for the language's default. */
  chosenCurrency: DisplayCurrency | null;
}

export interface PreferencesView extends Preferences {
  currency: DisplayCurrency;
  direction: 'ltr' | 'rtl';
  /** The Intl locale for numbers and dates. */
  locale: string;
}

export const PREFERENCES_STORAGE_KEY = 'kemet.preferences';

type Listener = () => void;

const viewOf = (p: Preferences): PreferencesView => ({
  ...p,
  currency: p.chosenCurrency ?? defaultCurrencyOf(p.language),
  direction: directionOf(p.language),
  locale: intlLocaleOf(p.language, p.digits),
});

export function createPreferencesStore(win: Window = window) {
  const cookie = (name: string) => cookieValue(win.document.cookie, name);
  const chosen = cookie(PREFERENCE_COOKIES.currency);
  const digits = cookie(PREFERENCE_COOKIES.digits);
  // The address decides the language a page opens in; the cookie only brings a visitor back to their choice.
  let state = viewOf({
    language: languageOfPath(win.location.pathname),
    digits: isDigits(digits) ? digits : DEFAULT_DIGITS,
    chosenCurrency: isDisplayCurrency(chosen) ? chosen : null,
  });
  // What the server rendered the page with (its request carried the same address and cookies): what hydration must see.
  const initial = state;
  const listeners = new Set<Listener>();
  let otherTab: ((next: Preferences) => void) | undefined;

  const writeCookie = (name: string, value: string | null) => {
    const age = value === null ? 0 : PREFERENCE_COOKIE_MAX_AGE_SECONDS;
    win.document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; max-age=${age}; samesite=lax`;
  };

  win.addEventListener('storage', (event) => {
    if (event.key !== PREFERENCES_STORAGE_KEY || !event.newValue) return;
    try {
      const next = JSON.parse(event.newValue) as Partial<Preferences>;
      if (!isLanguage(next.language) || !isDigits(next.digits)) return;
      const currency = isDisplayCurrency(next.chosenCurrency) ? next.chosenCurrency : null;
      otherTab?.({ language: next.language, digits: next.digits, chosenCurrency: currency });
    } catch {
      // Not ours to read: ignore it.
    }
  });

  return {
    getState: (): PreferencesView => state,
    /**
     * The choices the page was loaded with, which its server HTML shows: parts hydrate against them, and a choice made
     * before they were live (the currency form, another tab) renders once they are.
     */
    getInitialState: (): PreferencesView => initial,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies a change; `remember` (the default) writes the cookies and tells the other tabs. */
    set(change: Partial<Preferences>, { remember = true }: { remember?: boolean } = {}) {
      const next: Preferences = {
        language: change.language ?? state.language,
        digits: change.digits ?? state.digits,
        chosenCurrency: change.chosenCurrency === undefined ? state.chosenCurrency : change.chosenCurrency,
      };
      if (remember) {
        writeCookie(PREFERENCE_COOKIES.language, next.language);
        writeCookie(PREFERENCE_COOKIES.digits, next.digits);
        writeCookie(PREFERENCE_COOKIES.currency, next.chosenCurrency);
        try {
          win.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...next, at: Date.now() }));
        } catch {
          // Storage full or disabled: this tab still changes; the others follow on their next load.
        }
      }
      if (
        next.language === state.language &&
        next.digits === state.digits &&
        next.chosenCurrency === state.chosenCurrency
      )
        return;
      state = viewOf(next);
      listeners.forEach((listener) => listener());
    },
    /** Who applies another tab's choice (the language needs its messages first, so the platform's switch does it). */
    onOtherTab(apply: (next: Preferences) => void) {
      otherTab = apply;
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

/** Preferences read from a request's address and cookies, as the browser's store reads them from the page's. */
export function preferencesOfRequest(pathname: string, cookieHeader: string | undefined): PreferencesView {
  const chosen = cookieValue(cookieHeader, PREFERENCE_COOKIES.currency);
  const digits = cookieValue(cookieHeader, PREFERENCE_COOKIES.digits);
  return viewOf({
    language: languageOfPath(pathname),
    digits: isDigits(digits) ? digits : DEFAULT_DIGITS,
    chosenCurrency: isDisplayCurrency(chosen) ? chosen : null,
  });
}

const ENGLISH_DEFAULTS = viewOf({ language: 'en', digits: DEFAULT_DIGITS, chosenCurrency: null });

/** The server's store: each render reads its own request's preferences; nothing changes them during a render. */
export function createServerPreferencesStore(): PreferencesStore {
  return {
    getState: () => requestScope()?.preferences ?? ENGLISH_DEFAULTS,
    getInitialState: () => requestScope()?.preferences ?? ENGLISH_DEFAULTS,
    subscribe: () => () => undefined,
    set: () => undefined,
    onOtherTab: () => undefined,
  };
}

// The language switch (العربية / English): a link to the same page in the other language (/events?x=1 ⇄
// /ar/events?x=1&lang=ar, the server remembers the choice), so it works before and without the page's code. Once the
// page is live, a click changes the whole page's language in place, no reload, and the address follows. Each
// language names itself, marked with its lang so it is read in its own voice.
import type { MouseEvent } from 'react';
import { pathInLanguage, usePreferences, useLocation, useSwitchLanguage, type Language } from '@kemet/platform';
import styles from './Preferences.module.css';

const NAMES = { ar: 'العربية', en: 'English' } as const;

/** The page at `pathname` + `search` (router paths, without /ar) in `language`, asking the server to remember it. */
export function languageHref(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `${pathInLanguage(pathname, language)}?${params.toString()}`;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LanguageSwitch() {
  const { language } = usePreferences();
  const { pathname, search } = useLocation();
  const switchLanguage = useSwitchLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={languageHref(pathname, search, other)}
      className={styles.language}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void switchLanguage(other);
      }}
    >
      {NAMES[other]}
    </a>
  );
}

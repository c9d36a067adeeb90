// The page's one i18next instance (the platform is a singleton, so the shell and every remote share it). English
// messages are bundled with the code that shows them; each namespace's Arabic messages are a chunk of their own,
// loaded the first time the page is in Arabic. Plurals follow Intl.PluralRules: Arabic's six forms are the keys
// _zero, _one, _two, _few, _many and _other.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Language } from './languages';
import { preferences } from './preferences';
import commonEnglish from './messages/common.en';

/** A namespace's messages: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}
type Loaded = Messages | { default: Messages };
export interface NamespaceMessages {
  en: Messages;
  /** The Arabic messages, as a dynamic import so they are a chunk of their own. */
  ar: () => Promise<Loaded>;
}

const englishBundles = new Map<string, Messages>();
const arabicLoaders = new Map<string, () => Promise<Loaded>>();
const unwrap = (loaded: Loaded): Messages =>
  'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      if (language === 'en') return englishBundles.get(namespace) ?? {};
      const load = arabicLoaders.get(namespace);
      return load ? unwrap(await load()) : {};
    }),
  )
  .init({
    lng: preferences.getState().language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// {{count, number}} and {{n, number}} follow the digits setting, not only the language.
i18n.services.formatter?.add('number', (value: unknown) =>
  new Intl.NumberFormat(preferences.getState().locale).format(Number(value)),
);

/**
 * Makes a namespace's messages known: English at once, Arabic when the page is or turns Arabic. Resolves once the
 * current language's messages are there.
 */
export function registerMessages(namespace: string, messages: NamespaceMessages): Promise<void> {
  if (!englishBundles.has(namespace)) {
    englishBundles.set(namespace, messages.en);
    arabicLoaders.set(namespace, messages.ar);
    i18n.addResourceBundle('en', namespace, messages.en, true, true);
  }
  // Lists the namespace among those a language change loads before it switches.
  return i18n.loadNamespaces(namespace);
}

/** Loads every known namespace in a language, so switching to it changes every part of the page in one render. */
export function loadLanguage(language: Language): Promise<void> {
  return i18n.loadLanguages(language);
}

/** The platform's own words (namespace "common"), which any part of the page may show. */
export const commonMessagesReady = registerMessages('common', {
  en: commonEnglish,
  ar: () => import(/* webpackChunkName: "messages-common-ar" */ './messages/common.ar'),
});

// Every app takes these from the platform, so they are bound to this instance (a remote bundling its own
// react-i18next would find no instance). Trans is `@kemet/platform/trans` (trans.ts).
export { useTranslation } from 'react-i18next';
// A server render gives each page its own clone of the instance this way (the shell's server, renderPage.tsx).
export { I18nextProvider } from 'react-i18next';

// The traveller's display choices in React, and the hooks that change them.
import { useCallback, useSyncExternalStore } from 'react';
import type { Digits, DisplayCurrency, Language } from './languages';
import { preferences } from './preferences';
import type { PreferencesView } from './preferencesStore';
import { switchLanguage } from './switchLanguage';
import { usePageQueryClient } from '../query/QueryProvider';

/** The choices; while a part hydrates, those its server HTML was rendered with (no mismatch), then the current ones. */
export function usePreferences(): PreferencesView {
  return useSyncExternalStore(preferences.subscribe, preferences.getState, preferences.getInitialState);
}

/** Changes the page's language (see switchLanguage); resolves once every part shows it. */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const queries = usePageQueryClient();
  // The page's client (and TanStack Query) load with the first switch, beside the new language's words.
  return useCallback((language: Language) => switchLanguage(language, queries.get()), [queries]);
}

export const setDigits = (digits: Digits) => preferences.set({ digits });
export const setDisplayCurrency = (currency: DisplayCurrency) => preferences.set({ chosenCurrency: currency });

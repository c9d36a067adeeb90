// The traveller's display choices in React, and the hooks that change them.
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Digits, DisplayCurrency, Language } from './languages';
import { preferences } from './preferences';
import type { PreferencesView } from './preferencesStore';
import { switchLanguage } from './switchLanguage';

export function usePreferences(): PreferencesView {
  return useSyncExternalStore(preferences.subscribe, preferences.getState, preferences.getState);
}

/** Changes the page's language (see switchLanguage); resolves once every part shows it. */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((language: Language) => switchLanguage(language, queryClient), [queryClient]);
}

export const setDigits = (digits: Digits) => preferences.set({ digits });
export const setDisplayCurrency = (currency: DisplayCurrency) => preferences.set({ chosenCurrency: currency });

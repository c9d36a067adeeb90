// A governorate's name in the page's language (the English name is the key the service keeps).
import { useCallback } from 'react';
import { usePreferences } from '@kemet/platform';
import { governoratesArabic } from '@kemet/contract/places';

export function useGovernorateLabel(): (name: string) => string {
  const { language } = usePreferences();
  return useCallback(
    (name: string) => (language === 'ar' ? (governoratesArabic[name]?.label ?? name) : name),
    [language],
  );
}

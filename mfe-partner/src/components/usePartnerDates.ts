// Dates in the workspace: English "23 November 2026" and "23 November 2026, 18:42" (the visitor's clock); other
// languages the page's formats (Cairo time, the chosen digits), as the account page shows them.
import { useMemo } from 'react';
import { formatDate } from '@kemet/ui';
import { useFormat, usePreferences } from '@kemet/platform';

const englishDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function usePartnerDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { language } = usePreferences();
  const format = useFormat();
  return useMemo(
    () =>
      language === 'en'
        ? { date: formatDate, dateTime: englishDateTime }
        : { date: (iso: string) => format.date(iso), dateTime: (iso: string) => format.dateTime(iso) },
    [language, format],
  );
}

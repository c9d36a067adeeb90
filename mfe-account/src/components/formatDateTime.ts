// When an account was created, a session started or a mail was written. English keeps its formats ("23 November 2026,
// 18:42", the visitor's clock); other languages use the page's formats (Cairo time, the chosen digits).
import { useMemo } from 'react';
import { formatDate } from '@kemet/ui';
import { useFormat, usePreferences } from '@kemet/platform';

// "23 November 2026, 18:42": when a session started or was last used.
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function useAccountDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { language } = usePreferences();
  const format = useFormat();
  return useMemo(
    () =>
      language === 'en'
        ? { date: formatDate, dateTime: formatDateTime }
        : { date: (iso: string) => format.date(iso), dateTime: (iso: string) => format.dateTime(iso) },
    [language, format],
  );
}

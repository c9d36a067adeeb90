// Where a list's GET forms send their fields: the page's own path, in its language (/ar/events), as the browser sends
// it when the form is submitted before or without the page's code.
import { pathInLanguage, useLocation, usePreferences } from '@kemet/platform';

export function usePageAddress(): string {
  const { pathname } = useLocation();
  const { language } = usePreferences();
  return pathInLanguage(pathname, language);
}

// Scrolls back to the top whenever the route's path changes (a new page starts at its top).
import { useEffect } from 'react';
import { useLocation } from '@kemet/platform';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

// Scrolls back to the top whenever the route's path changes (a new page starts at its top). Not when the page the
// browser loaded comes alive: a traveller may have scrolled, or be tapping a control further down, by then.
import { useEffect, useRef } from 'react';
import { useLocation } from '@kemet/platform';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

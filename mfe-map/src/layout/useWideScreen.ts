// True on screens wider than 768px, where the list of locations is always shown.
import { useEffect, useState } from 'react';

export const WIDE_SCREEN_QUERY = '(min-width: 769px)';

function matches(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

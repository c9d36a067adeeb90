// Whether the sign-in screen is narrow (≤ 768px, the spec's 768/769 switch): forms then toggle instead of sliding.
import { useEffect, useState } from 'react';

export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useNarrowScreen(query = NARROW_SCREEN_QUERY): boolean {
  const [narrow, setNarrow] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}

// Whether a breakpoint of the tokens matches now, kept up to date as the window changes (false where matchMedia is missing).
import { useEffect, useState } from 'react';
import { media, type MediaName } from './media';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(name: MediaName): boolean {
  const query = media[name];
  const [matching, setMatching] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatching(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matching;
}

// Whether a breakpoint of the tokens matches now, kept up to date as the window changes (false where matchMedia is
// missing). False on the server and while the page hydrates, so the first render in the browser is the server's HTML.
import { useCallback, useSyncExternalStore } from 'react';
import { media, type MediaName } from './media';

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(name: MediaName): boolean {
  const query = media[name];
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}

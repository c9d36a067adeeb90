// True once the page has painted and the main thread is idle. The map waits for it, so on a slow phone its
// download and drawing never hold back the events page's own first render.
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 1_500;

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

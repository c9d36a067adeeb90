// Whether a deadline is still ahead, turning false when it passes while the page is open (free cancellation ending).
import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later deadline is checked again when that much time has passed. */
const MAX_DELAY_MS = 2_147_483_647;

export function useStillBefore(deadlineIso: string): boolean {
  const deadline = Date.parse(deadlineIso);
  const [before, setBefore] = useState(() => Date.now() < deadline);
  useEffect(() => {
    const left = deadline - Date.now();
    setBefore(left > 0);
    if (left <= 0) return;
    const timer = window.setTimeout(() => setBefore(Date.now() < deadline), Math.min(left, MAX_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return before;
}

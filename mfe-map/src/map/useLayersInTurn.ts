// Mounts the map's heavy layers one browser task at a time, in order, each once its data is there: drawing 27
// governorates and dozens of markers in one go is a long task that freezes a slow phone.
import { useEffect, useState } from 'react';

/** ready[i]: layer i has its data. Returns how many layers, from the first, may be shown. */
export function useLayersInTurn(ready: boolean[]): number {
  const [shown, setShown] = useState(0);
  const nextReady = shown < ready.length && ready[shown] === true;
  useEffect(() => {
    if (!nextReady) return;
    const id = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(id);
  }, [nextReady, shown]);
  return shown;
}

// False on the server and while the page hydrates, true after: parts that depend on the browser's own state (the
// signed-in account) render their server form first, so the HTML and the first browser render agree.
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

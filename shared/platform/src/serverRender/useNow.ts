// The time a part renders against. On the server and while the page hydrates it is the moment the server rendered the
// page, so what depends on it ("This event has already taken place", a deadline) is the same in the HTML and in the
// first render in the browser; after that it is the browser's own clock (the product's rules read the traveller's).
import { useState } from 'react';
import { requestScope } from './requestScope';
import { useHydrated } from './useHydrated';

let pageRenderedAt: number | undefined;

/** The server's render time, as the page state carries it (pageState.ts). */
export function setPageRenderedAt(at: number): void {
  pageRenderedAt = at;
}

export function useNow(): number {
  const hydrated = useHydrated();
  const [mountedAt] = useState(() => Date.now());
  if (hydrated) return mountedAt;
  return requestScope()?.renderedAt ?? pageRenderedAt ?? mountedAt;
}

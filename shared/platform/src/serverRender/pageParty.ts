// The party remembered for the visit (@kemet/contract partyCookie) as a part renders it. On the server it is the
// request's cookie; while the page hydrates, the one the server rendered with (the page state carries it), so the HTML
// and the first render agree; after that, the browser's cookie as it is now (a search shown since may have changed it).
import { useMemo } from 'react';
import { partyFromCookie, type Party } from '@kemet/contract';
import { requestScope } from './requestScope';
import { useHydrated } from './useHydrated';

let adoptedParty: Party | null = null;

/** The party the page state carries (pageState.ts). */
export function setPageParty(party: Party | null): void {
  adoptedParty = party;
}

/** The party the page was rendered with: the request's on the server, the adopted one in the browser. */
export function pageParty(): Party | null {
  const scope = requestScope();
  return scope ? scope.party : adoptedParty;
}

/** The visit's party, or null when none is remembered; the same object until the cookie changes. */
export function useRememberedParty(): Party | null {
  const hydrated = useHydrated();
  const cookie = hydrated ? document.cookie : null;
  return useMemo(() => (cookie === null ? pageParty() : partyFromCookie(cookie)), [cookie]);
}

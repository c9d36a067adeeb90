// The party remembered for the visit (@kemet/contract partyCookie): written when a search is shown, read after
// hydration to fill a search form whose URL names no party (the server render, and so the first render, use the URL's).
import { useEffect, useState } from 'react';
import { PARTY_COOKIE, partyCookieValue, partyFromCookie, type Party } from '@kemet/contract';

/** The visit's party once read (after hydration): null when none is remembered, undefined until then. */
export function useRememberedParty(): Party | null | undefined {
  const [party, setParty] = useState<Party | null>();
  useEffect(() => setParty(partyFromCookie(document.cookie)), []);
  return party;
}

/** A session cookie (no expiry): the visit's party, for every page of this site. */
export function rememberParty(party: Party): void {
  document.cookie = `${PARTY_COOKIE}=${partyCookieValue(party)}; path=/; samesite=lax`;
}

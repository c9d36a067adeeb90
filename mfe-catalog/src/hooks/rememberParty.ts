// Remembers the party for the visit (@kemet/contract partyCookie): written when a search is shown, read by any page's
// render (useRememberedParty in @kemet/platform) to fill a form whose URL names no party.
import { PARTY_COOKIE, partyCookieValue, type Party } from '@kemet/contract';

/** A session cookie (no expiry): the visit's party, for every page of this site. */
export function rememberParty(party: Party): void {
  document.cookie = `${PARTY_COOKIE}=${partyCookieValue(party)}; path=/; samesite=lax`;
}

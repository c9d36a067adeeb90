// The party remembered for the visit (@kemet/contract partyCookie) as a part renders it. On the server it is the
// request's cookie; while the page hydrates, the one the server rendered with (the page state carries it), so the HTML
// and the first render agree; after that, the browser's cookie as it is now (a search shown since may have changed it).
// Read through useSyncExternalStore, and the same object while the party is the same: a page whose cookie agrees with
// its HTML is not rendered again when it goes live. That matters: a part kept as the server drew it until the visitor
// reaches for it (RemoteComponent's hydrateOnIntent) would be drawn again from scratch by an update before then.
import { useSyncExternalStore } from 'react';
import { partyFromCookie, type Party } from '@kemet/contract';
import { requestScope } from './requestScope';

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

const sameParty = (a: Party | null, b: Party | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.adults === b.adults &&
    a.children === b.children &&
    a.infants === b.infants &&
    a.residency === b.residency);

let readCookie: string | null = null;
let readParty: Party | null = null;

/** The browser cookie's party: the object read last (or the page's) while it is the same party. */
function cookieParty(): Party | null {
  const cookie = document.cookie;
  if (cookie !== readCookie) {
    readCookie = cookie;
    const party = partyFromCookie(cookie);
    if (!sameParty(party, readParty)) readParty = sameParty(party, adoptedParty) ? adoptedParty : party;
  }
  return readParty;
}

/** Cookies announce no change: the party is read again at each render. */
const noChanges = () => () => {};

/** The visit's party, or null when none is remembered; the same object until the party changes. */
export function useRememberedParty(): Party | null {
  return useSyncExternalStore(noChanges, cookieParty, pageParty);
}

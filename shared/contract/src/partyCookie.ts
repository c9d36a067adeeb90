// The party remembered for the visit (docs/product/search.md#the-party): a session cookie the search form's page writes
// and any page's server render may read (the details page's steppers, the wishlist), "adults.children.infants.residency",
// e.g. "2.1.0.foreign". Not signed: it only fills forms, and every price comes from the server.
import { PARTY_MAX, PARTY_RESIDENCIES, type PartyResidency } from './search';

export const PARTY_COOKIE = 'kemet_party';

export interface Party {
  adults: number;
  children: number;
  infants: number;
  residency: PartyResidency;
}

const FORMAT = /^(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.([a-z]+)$/;

/** The cookie's value for a party. */
export const partyCookieValue = (party: Party) =>
  `${party.adults}.${party.children}.${party.infants}.${party.residency}`;

/** The party in a Cookie header (or document.cookie); null when absent or malformed. */
export function partyFromCookie(cookieHeader: string | undefined | null): Party | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PARTY_COOKIE}=`))
    ?.slice(PARTY_COOKIE.length + 1);
  const match = raw ? FORMAT.exec(decodeURIComponent(raw)) : null;
  if (!match) return null;
  const [adults, children, infants] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const residency = match[4] as PartyResidency;
  if (!PARTY_RESIDENCIES.includes(residency) || adults < 1 || adults + children + infants > PARTY_MAX) return null;
  return { adults, children, infants, residency };
}

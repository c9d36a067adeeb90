import type { Party } from '@kemet/contract';
import type { WishlistParty } from '../api/wishlistApi';

/** The visit's party as the wishlist asks for it (its residency changes no date); none: one person. */
export const wishlistPartyOf = (party: Party | null): WishlistParty =>
  party ? { adults: party.adults, children: party.children, infants: party.infants } : {};

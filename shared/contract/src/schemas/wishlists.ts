// A traveller's wishlist (docs/product/wishlist.md): the saved experiences as the catalogue shows them, each with the
// next session that has places for the party, and whether it sold out or changed price since it was saved; the
// read-only links that share it.
import { Type } from 'typebox';
import { WISHLIST_MAX_ITEMS, WISHLIST_PARTY_MAX } from '../constants';
import { ExperienceSchema } from './catalog';
import { CurrencySchema } from './sessions';

const dateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options });
const partyCount = (minimum: number, description: string) =>
  Type.Optional(Type.Integer({ minimum, maximum: WISHLIST_PARTY_MAX, description }));

export const ExperienceIdParams = Type.Object({
  experienceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Any string: an unknown, revoked or malformed token answers the same 404. */
export const WishlistTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * The party whose places the next session must have (1 adult when none is given), counted as search counts them: an
 * infant on a lap takes no place.
 */
export const WishlistPartyQuery = Type.Object(
  {
    adults: partyCount(0, 'Adults (default 1 when no one is given)'),
    children: partyCount(0, 'Children 2–11'),
    infants: partyCount(0, 'Infants under 2: no place when the experience sells a lap ticket'),
  },
  { additionalProperties: false },
);

export const WishlistMergeBody = Type.Object(
  {
    experienceIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: WISHLIST_MAX_ITEMS,
      description: "The device's saved ids; repeats and ids already saved change nothing",
    }),
  },
  { additionalProperties: false },
);

export const WishlistItemSchema = Type.Object({
  experience: ExperienceSchema,
  savedAt: dateTime(),
  savedPrice: Type.Number({ description: 'The price per ticket shown when it was saved (discountedPrice then)' }),
  savedCurrency: CurrencySchema,
  priceChanged: Type.Boolean({ description: 'discountedPrice or currency differ from when it was saved' }),
  nextSession: Type.Union([Type.Object({ startsAt: dateTime(), placesLeft: Type.Integer() }), Type.Null()], {
    description: 'The first bookable session with places for the whole party',
  }),
  soldOut: Type.Boolean({ description: 'Sessions are still to come, but none has places for the party' }),
});

export const WishlistShareSchema = Type.Object({ id: Type.Integer(), createdAt: dateTime() });

export const WishlistSchema = Type.Object({
  items: Type.Array(WishlistItemSchema, { description: 'Newest saved first' }),
  share: Type.Union([WishlistShareSchema, Type.Null()], {
    description: 'The live share link, if any (never its token)',
  }),
});

export const SharedWishlistSchema = Type.Object({
  items: Type.Array(WishlistItemSchema),
  sharedAt: dateTime(),
});

export const NewWishlistShareSchema = Type.Object({
  id: Type.Integer(),
  token: Type.String({ description: 'Shown once: only its SHA-256 is kept' }),
  createdAt: dateTime(),
});

export const WishlistMergeAnswer = Type.Object({
  added: Type.Integer({ description: 'How many were new to the account' }),
  notFound: Type.Array(Type.Integer(), {
    description: 'Ids no longer in the catalogue (a withdrawn listing): skipped, the others saved',
  }),
  notSaved: Type.Array(Type.Integer(), {
    description: 'Ids in the catalogue left unsaved because the wishlist is full: the device should keep them',
  }),
});

export const WishlistIdsSchema = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'The saved experience ids, newest first: enough to draw the ♥s' }),
});

import type { User } from '@kemet/contract';
import { isVisibleTo, viewerOf } from '@kemet/platform';
import { roleSite } from '../testing/roleSite';

const account = (roles: User['roles']): User => ({
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'KMT-1',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
  roles,
});

const signedOut = { loggedIn: false, user: null };
/** A stored account the server has not confirmed yet. */
const unconfirmed = { loggedIn: true, user: null };
const traveller = { loggedIn: true, user: account([]) };
const owner = { loggedIn: true, user: account(['partner', 'partner-owner']) };
const operations = { loggedIn: true, user: account(['operations']) };

test('the viewer has the roles of the account the server confirmed, and none before', () => {
  expect(viewerOf(signedOut)).toEqual({ loggedIn: false, roles: [] });
  expect(viewerOf(unconfirmed)).toEqual({ loggedIn: true, roles: [] });
  expect(viewerOf(traveller)).toEqual({ loggedIn: true, roles: [] });
  expect(viewerOf(owner)).toEqual({ loggedIn: true, roles: ['partner', 'partner-owner'] });
  // A user kept from an older answer, without the field, has none.
  expect(viewerOf({ loggedIn: true, user: { ...account([]), roles: undefined } as unknown as User }).roles).toEqual([]);
});

test("the header's entries for a role show to that role only", () => {
  const entries = (auth: Parameters<typeof viewerOf>[0]) =>
    roleSite()
      .nav.filter((entry) => isVisibleTo(entry, viewerOf(auth)))
      .map((entry) => entry.path);
  for (const auth of [signedOut, unconfirmed, traveller]) {
    expect(entries(auth)).not.toContain('/desk');
    expect(entries(auth)).not.toContain('/queue');
  }
  expect(entries(owner)).toContain('/desk');
  expect(entries(owner)).not.toContain('/queue');
  expect(entries(operations)).toContain('/queue');
  expect(entries(operations)).not.toContain('/desk');
});

// The wishlist in Arabic: the heading, the ♥'s name, the next date in Arabic with the places' plural, the sold-out
// and price-change notes.
import { screen, within } from '@testing-library/react';
import type { User, WishlistItem } from '@kemet/contract';
import { authStore } from '@kemet/platform';
import { inLanguage, makeExperience, renderAt } from '@kemet/tooling/testing';
import { wishlistApi } from '../api/wishlistApi';
import { clientWithRates } from '../testing/arabic';
import { WishlistPage } from './WishlistPage';

jest.mock('../api/wishlistApi', () => ({ wishlistApi: { ids: jest.fn(), list: jest.fn(), merge: jest.fn() } }));
const api = jest.mocked(wishlistApi);

const traveller: User = {
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'UId-1',
  isAdmin: false,
  rating: 0,
  createdAt: '',
  roles: [],
};
const saved = (id: number, name: string, rest: Partial<WishlistItem>): WishlistItem => ({
  experience: makeExperience({ id, name, discountedPrice: 2000, currency: 'EGP' }),
  savedAt: '2026-11-20T10:00:00Z',
  savedPrice: 2000,
  savedCurrency: 'EGP',
  priceChanged: false,
  nextSession: null,
  soldOut: false,
  ...rest,
});

beforeEach(async () => {
  await inLanguage('ar');
  authStore.signIn(traveller);
});
afterEach(async () => {
  authStore.signOut();
  await inLanguage('en');
});

it('shows the list in Arabic, with Arabic plurals and notes', async () => {
  api.list.mockResolvedValue({
    items: [
      saved(1, 'Balloon over Luxor', { nextSession: { startsAt: '2027-03-04T06:00:00Z', placesLeft: 3 } }),
      saved(2, 'Desert night', { soldOut: true }),
      saved(3, 'Felucca at sunset', { priceChanged: true, savedPrice: 1500 }),
    ],
    share: null,
  });
  renderAt('/ar/wishlist', '/ar/wishlist', <WishlistPage />, { client: clientWithRates() });
  expect(screen.getByRole('heading', { level: 1, name: 'قائمتك المفضلة' })).toBeInTheDocument();
  const [first, second, third] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByRole('button', { name: 'احفظ في المفضلة: Balloon over Luxor' })).toBeInTheDocument();
  expect(within(first).getByText(/^أقرب موعد: .*٢٠٢٧.* · تبقّت ٣ أماكن$/)).toBeInTheDocument();
  expect(within(second).getByText('نفدت الأماكن')).toBeInTheDocument();
  expect(within(third).getByText(/^تغيّر السعر: كان .*١٬٥٠٠.*، والآن .*٢٬٠٠٠/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'شارك قائمتك المفضلة' })).toBeInTheDocument();
});

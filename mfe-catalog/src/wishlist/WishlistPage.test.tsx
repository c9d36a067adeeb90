import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, WishlistItem } from '@kemet/contract';
import { ApiError, authStore } from '@kemet/platform';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { wishlistApi } from '../api/wishlistApi';
import { DEVICE_WISHLIST_KEY } from '../hooks/deviceWishlist';
import { clientWithRates } from '../testing/arabic';
import { SharedWishlistPage } from './SharedWishlistPage';
import { WishlistPage } from './WishlistPage';

jest.mock('../api/wishlistApi', () => ({
  wishlistApi: {
    ids: jest.fn(),
    list: jest.fn(),
    merge: jest.fn(),
    share: jest.fn(),
    revokeShare: jest.fn(),
    shared: jest.fn(),
  },
}));
jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
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

const item = (overrides: Partial<WishlistItem> & { id: number; name: string }): WishlistItem => {
  const { id, name, ...rest } = overrides;
  const experience = makeExperience({ id, name, discountedPrice: 120, currency: 'USD' });
  return {
    experience,
    savedAt: '2026-11-20T10:00:00Z',
    savedPrice: 120,
    savedCurrency: 'USD',
    priceChanged: false,
    nextSession: { startsAt: '2027-03-04T06:00:00Z', placesLeft: 12 },
    soldOut: false,
    ...rest,
  };
};

const openWishlist = () => renderAt('/wishlist', '/wishlist', <WishlistPage />, { client: clientWithRates() });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  authStore.signIn(traveller);
});
afterAll(() => authStore.signOut());

describe('/wishlist signed in', () => {
  it('lists each saved experience with its next date and places, and tells a sold-out one and a changed price', async () => {
    api.list.mockResolvedValue({
      items: [
        item({ id: 1, name: 'Balloon over Luxor' }),
        item({ id: 2, name: 'Desert night', nextSession: null, soldOut: true }),
        item({
          id: 3,
          name: 'Felucca at sunset',
          priceChanged: true,
          savedPrice: 100,
          nextSession: { startsAt: '2027-03-05T14:00:00Z', placesLeft: 1 },
        }),
      ],
      share: null,
    });
    openWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeInTheDocument();
    const cards = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Balloon over Luxor' })).toHaveAttribute(
      'href',
      '/eventdetails/0',
    );
    expect(within(cards[0]).getByText(/^Next date: Thu, 4 March 2027 at 08:00 · 12 places left$/)).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Save to wishlist: Balloon over Luxor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(cards[1]).getByText('Sold out')).toBeInTheDocument();
    expect(within(cards[2]).getByText(/1 place left/)).toBeInTheDocument();
    expect(within(cards[2]).getByText('Price changed: was 100$, now 120$')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith({}, expect.anything());
  });

  it("asks for the next dates with room for the visit's remembered party", async () => {
    document.cookie = 'kemet_party=2.1.1.foreign; path=/';
    api.list.mockResolvedValue({ items: [], share: null });
    openWishlist();
    await screen.findByText('Your wishlist is empty. Tap ♥ on an event or a tour to save it here.');
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith({ adults: 2, children: 1, infants: 1 }, expect.anything());
    document.cookie = 'kemet_party=; path=/; max-age=0';
  });

  it('empty: says how to save and links to the events and the tours', async () => {
    api.list.mockResolvedValue({ items: [], share: null });
    openWishlist();
    expect(
      await screen.findByText('Your wishlist is empty. Tap ♥ on an event or a tour to save it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });

  it('shares: a link is made and shown to copy, then stopped', async () => {
    const balloon = item({ id: 1, name: 'Balloon over Luxor' });
    api.list
      .mockResolvedValueOnce({ items: [balloon], share: null })
      .mockResolvedValue({ items: [balloon], share: { id: 5, createdAt: '2026-11-29T10:00:00Z' } });
    api.share.mockResolvedValue({ id: 5, token: 'tok_abc', createdAt: '2026-11-29T10:00:00Z' });
    api.revokeShare.mockResolvedValue(undefined);
    openWishlist();
    await userEvent.click(await screen.findByRole('button', { name: 'Create a link' }));
    expect(await screen.findByRole('textbox', { name: 'Link to your wishlist' })).toHaveValue(
      'http://localhost/wishlist/shared/tok_abc',
    );
    const panel = screen.getByRole('region', { name: 'Share your wishlist' });
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/wishlist/shared/tok_abc');
    expect(within(panel).getByRole('status')).toHaveTextContent('Link copied');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'The link is selected: copy it with your device’s Copy.',
    );
    expect(screen.getByRole('textbox', { name: 'Link to your wishlist' })).toHaveFocus();
    api.list.mockResolvedValue({ items: [balloon], share: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect(api.revokeShare).toHaveBeenCalledWith(5);
    expect(await within(panel).findByRole('status')).toHaveTextContent('The link no longer works.');
    expect(screen.queryByRole('textbox', { name: 'Link to your wishlist' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create a link' })).toBeInTheDocument();
  });

  it("merges the device's list before reading the account's", async () => {
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([4]));
    api.merge.mockResolvedValue({ added: 1, notFound: [], notSaved: [] });
    api.list.mockResolvedValue({ items: [item({ id: 4, name: 'Coptic Cairo walk' })], share: null });
    openWishlist();
    expect(await screen.findByRole('link', { name: 'Coptic Cairo walk' })).toBeInTheDocument();
    expect(api.merge).toHaveBeenCalledWith([4]);
    expect(api.merge.mock.invocationCallOrder[0]).toBeLessThan(api.list.mock.invocationCallOrder[0] ?? 0);
    expect(window.localStorage.getItem(DEVICE_WISHLIST_KEY)).toBeNull();
  });
});

describe('/wishlist signed out', () => {
  it("shows the device's list and offers to sign in", async () => {
    authStore.signOut();
    const { experiencesApi } = jest.requireMock<typeof import('@kemet/platform/experiences-api')>(
      '@kemet/platform/experiences-api',
    );
    jest.mocked(experiencesApi.get).mockResolvedValue(makeExperience({ id: 6, name: 'Nubian village' }));
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([6]));
    openWishlist();
    expect(await screen.findByRole('link', { name: 'Nubian village' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fwishlist');
    expect(api.list).not.toHaveBeenCalled();
  });
});

describe('/wishlist/shared/:token', () => {
  const openShared = () =>
    renderAt('/wishlist/shared/tok_abc', '/wishlist/shared/:token', <SharedWishlistPage />, {
      client: clientWithRates(),
    });

  it('shows the shared list read-only', async () => {
    authStore.signOut();
    api.shared.mockResolvedValue({
      items: [item({ id: 1, name: 'Balloon over Luxor' })],
      sharedAt: '2026-11-29T10:00:00Z',
    });
    openShared();
    expect(await screen.findByRole('link', { name: 'Balloon over Luxor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save to wishlist/ })).not.toBeInTheDocument();
    expect(api.shared).toHaveBeenCalledWith('tok_abc', {}, expect.anything());
  });

  it('a stopped or unknown link says it does not work', async () => {
    api.shared.mockRejectedValue(new ApiError(404, 'SHARE_NOT_FOUND', 'This wishlist link does not work.'));
    openShared();
    await waitFor(() =>
      expect(
        screen.getByText('This wishlist link does not work. It may have been stopped by the person who shared it.'),
      ).toBeInTheDocument(),
    );
  });
});

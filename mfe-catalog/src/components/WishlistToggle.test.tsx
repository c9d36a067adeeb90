import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { User } from '@kemet/contract';
import { ApiError, authStore } from '@kemet/platform';
import { makeExperience, renderAt, withQueryClient } from '@kemet/tooling/testing';
import { createQueryClient } from '@kemet/platform/query';
import { wishlistApi } from '../api/wishlistApi';
import { DEVICE_WISHLIST_KEY } from '../hooks/deviceWishlist';
import { ExperienceCard } from './ExperienceCard';
import { WishlistToggle } from './WishlistToggle';

jest.mock('../api/wishlistApi', () => ({
  wishlistApi: { ids: jest.fn(), save: jest.fn(), remove: jest.fn(), merge: jest.fn() },
}));
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
const balloon = makeExperience({ id: 7, name: 'Balloon over Luxor' });
const device = () => JSON.parse(window.localStorage.getItem(DEVICE_WISHLIST_KEY) ?? '[]') as number[];
const heart = () => screen.getByRole('button', { name: 'Save to wishlist: Balloon over Luxor' });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  authStore.signOut();
});
afterAll(() => authStore.signOut());

describe('the ♥ on a card', () => {
  it('renders on the server as a disabled toggle that waits ("One moment"), never pressed', () => {
    const html = renderToString(withQueryClient(<WishlistToggle experience={balloon} />, createQueryClient()));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('title="One moment"');
  });

  it('signed out: saves to the device and takes it off again, every ♥ of the experience agreeing', async () => {
    renderAt(
      '/',
      '/',
      <>
        <ExperienceCard experience={balloon} />
        <WishlistToggle experience={balloon} variant="page" />
      </>,
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    expect(device()).toEqual([7]);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    const onPage = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(onPage);
    expect(device()).toEqual([]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(api.save).not.toHaveBeenCalled();
  });

  it('signed in: the device list is merged into the account once, then forgotten; the ♥ saves to the account', async () => {
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([3, 7]));
    authStore.signIn(traveller);
    api.merge.mockResolvedValue({ added: 2, notFound: [], notSaved: [] });
    api.ids.mockResolvedValueOnce({ ids: [7, 3] }).mockResolvedValue({ ids: [7, 3] });
    renderAt(
      '/',
      '/',
      <>
        <ExperienceCard experience={balloon} />
        <ExperienceCard experience={makeExperience({ id: 9, name: 'Felucca at sunset' })} />
      </>,
    );
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.merge).toHaveBeenCalledTimes(1);
    expect(api.merge).toHaveBeenCalledWith([3, 7]);
    expect(device()).toEqual([]);

    const felucca = screen.getByRole('button', { name: 'Save to wishlist: Felucca at sunset' });
    expect(felucca).toHaveAttribute('aria-pressed', 'false');
    api.save.mockResolvedValue(undefined);
    api.ids.mockResolvedValue({ ids: [9, 7, 3] });
    await userEvent.click(felucca);
    expect(felucca).toHaveAttribute('aria-pressed', 'true');
    expect(api.save).toHaveBeenCalledWith(9);
  });

  it('signed in: a refused save puts the ♥ back and says why', async () => {
    authStore.signIn(traveller);
    api.ids.mockResolvedValue({ ids: [] });
    api.save.mockRejectedValue(
      new ApiError(409, 'WISHLIST_FULL', 'Your wishlist is full: it keeps up to 100 experiences.'),
    );
    renderAt('/', '/', <ExperienceCard experience={balloon} />);
    await waitFor(() => expect(heart()).toBeEnabled());
    await userEvent.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your wishlist is full: it keeps up to 100 experiences.',
    );
    expect(api.save).toHaveBeenCalledWith(7);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('signed in: a save lost on the way says the wishlist was not changed', async () => {
    authStore.signIn(traveller);
    api.ids.mockResolvedValue({ ids: [] });
    api.save.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/', '/', <WishlistToggle experience={balloon} variant="page" />);
    const button = screen.getByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wishlist could not be changed. Please try again.');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

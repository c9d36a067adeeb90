// The shared wishlist as the server renders it: the list for the visit's party comes with the page, and a stopped or
// unknown link answers 404 with its message, which the browser hydrates without asking the service again.
import { screen } from '@testing-library/react';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { ApiError } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { wishlistApi } from '../api/wishlistApi';
import * as SharedWishlistModule from '../exposes/SharedWishlistPage';
import { serverContextAt, serverHtml } from '../testing/serverRender';

jest.mock('../api/wishlistApi', () => ({ wishlistApi: { shared: jest.fn() } }));
jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
const api = jest.mocked(wishlistApi);

const STOPPED = 'This wishlist link does not work. It may have been stopped by the person who shared it.';
const sharedAt = (token: string, cookie?: string) => serverContextAt(`/wishlist/shared/${token}`, { token }, cookie);
const render = (ctx: ReturnType<typeof sharedAt>) =>
  serverHtml(ctx, '/wishlist/shared/:token', <SharedWishlistModule.default />);

beforeEach(() => jest.clearAllMocks());

it('comes with the list, its next dates asked for the visit’s party', async () => {
  api.shared.mockResolvedValue({
    items: [
      {
        experience: makeExperience({ id: 1, name: 'Balloon over Luxor' }),
        savedAt: '2026-11-20T10:00:00Z',
        savedPrice: 120,
        savedCurrency: 'USD',
        priceChanged: false,
        nextSession: { startsAt: '2027-03-04T06:00:00Z', placesLeft: 12 },
        soldOut: false,
      },
    ],
    sharedAt: '2026-11-29T10:00:00Z',
  });
  const ctx = sharedAt('tok_abc', 'kemet_party=2.1.0.foreign');
  await expect(SharedWishlistModule.prefetch(ctx)).resolves.toBe('found');
  expect(api.shared).toHaveBeenCalledWith('tok_abc', { adults: 2, children: 1, infants: 0 }, expect.anything());
  expect(render(ctx)).toContain('Balloon over Luxor');
});

it('answers 404 for a stopped or unknown link, and the browser shows the same message without asking again', async () => {
  api.shared.mockRejectedValue(new ApiError(404, 'SHARE_NOT_FOUND', 'This wishlist link does not work.'));
  const ctx = sharedAt('tok_stopped');
  await expect(SharedWishlistModule.prefetch(ctx)).resolves.toBe('not-found');
  expect(render(ctx)).toContain(STOPPED);

  const browser = createQueryClient();
  hydrate(browser, dehydrate(ctx.queryClient));
  renderAt('/wishlist/shared/tok_stopped', '/wishlist/shared/:token', <SharedWishlistModule.default />, {
    client: browser,
  });
  expect(screen.getByText(STOPPED)).toBeInTheDocument();
  expect(api.shared).toHaveBeenCalledTimes(1);
});

it('leaves any other failure to the browser', async () => {
  api.shared.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again later'));
  await expect(SharedWishlistModule.prefetch(sharedAt('tok_abc'))).rejects.toThrow('Try again later');
});

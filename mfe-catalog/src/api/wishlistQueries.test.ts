import { DEVICE_WISHLIST_KEY } from '../hooks/deviceWishlist';
import { wishlistApi } from './wishlistApi';
import { mergeDeviceWishlist } from './wishlistQueries';

jest.mock('./wishlistApi', () => ({ wishlistApi: { merge: jest.fn() } }));
const api = jest.mocked(wishlistApi);
const device = () => JSON.parse(window.localStorage.getItem(DEVICE_WISHLIST_KEY) ?? '[]') as number[];

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('merging the device wishlist at sign-in', () => {
  it('forgets the ids the account saved or no longer lists, and keeps those a full wishlist had no room for', async () => {
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([3, 7, 9, 12]));
    api.merge.mockResolvedValue({ added: 1, notFound: [3], notSaved: [9, 12] });
    await mergeDeviceWishlist();
    expect(api.merge).toHaveBeenCalledWith([3, 7, 9, 12]);
    expect(device()).toEqual([9, 12]);
  });

  it('forgets the whole device list once everything was saved', async () => {
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([3, 7]));
    api.merge.mockResolvedValue({ added: 2, notFound: [], notSaved: [] });
    await mergeDeviceWishlist();
    expect(window.localStorage.getItem(DEVICE_WISHLIST_KEY)).toBeNull();
  });

  it('keeps the device list when the merge fails', async () => {
    window.localStorage.setItem(DEVICE_WISHLIST_KEY, JSON.stringify([3, 7]));
    api.merge.mockRejectedValue(new Error('offline'));
    await expect(mergeDeviceWishlist()).rejects.toThrow('offline');
    expect(device()).toEqual([3, 7]);
  });
});

import type { User } from '@kemet/contract';
import { ApiError, apiRequest } from '../api/apiClient';
import { authStore } from './authStore';
import { confirmSession } from './session';

jest.mock('../api/apiClient', () => ({ ...jest.requireActual('../api/apiClient'), apiRequest: jest.fn() }));

const account = (roles: User['roles']): User => ({
  id: 3,
  fullName: 'Imhotep Staff',
  email: 'imhotep@example.com',
  UId: 'KMT-3',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
  roles,
});
const meAnswers = (user: User) => jest.mocked(apiRequest).mockResolvedValueOnce({ user });

afterEach(() => authStore.signOut());

test('the account /api/me confirms, roles and all, is the store’s user; each confirmation reads them afresh', async () => {
  authStore.signIn(account([]));
  meAnswers(account(['partner', 'partner-owner']));
  await confirmSession();
  expect(apiRequest).toHaveBeenLastCalledWith('/me');
  expect(authStore.getState().user?.roles).toEqual(['partner', 'partner-owner']);

  meAnswers(account([]));
  await confirmSession();
  expect(authStore.getState()).toMatchObject({ loggedIn: true, user: { UId: 'KMT-3', roles: [] } });
});

test('a session the server no longer knows signs out, roles and all', async () => {
  authStore.signIn(account(['operations']));
  jest.mocked(apiRequest).mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
  await confirmSession();
  expect(authStore.getState()).toEqual({ loggedIn: false, uid: null, user: null });
});

test('callers at the same time share one request', async () => {
  authStore.signIn(account([]));
  jest.mocked(apiRequest).mockClear();
  meAnswers(account(['partner']));
  await Promise.all([confirmSession(), confirmSession()]);
  expect(apiRequest).toHaveBeenCalledTimes(1);
  expect(authStore.getState().user?.roles).toEqual(['partner']);
});

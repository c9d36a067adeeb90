import { renderToString } from 'react-dom/server';
import { act, renderHook } from '@testing-library/react';
import type { User } from '@kemet/contract';
import { setPageViewer, SIGNED_OUT_VIEWER } from '../serverRender/pageViewer';
import { authStore, USER_TOKEN_KEY } from './authStore';
import { useViewer } from './useViewer';

const owner = { loggedIn: true, roles: ['partner', 'partner-owner'] };
const operationsUser: User = {
  id: 7,
  fullName: 'Amira Saleh',
  email: 'amira@example.com',
  UId: 'KMT-7',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
  roles: ['operations'],
};

function RolesProbe() {
  const viewer = useViewer();
  return <output>{`${viewer.loggedIn ? 'in' : 'out'}:${viewer.roles.join('+')}`}</output>;
}

/** A stored account the service has not confirmed yet, as a page finds it at start. */
function storedUnconfirmedAccount() {
  localStorage.setItem(USER_TOKEN_KEY, 'KMT-7');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY })));
}

afterEach(() => {
  act(() => authStore.signOut());
  setPageViewer(SIGNED_OUT_VIEWER);
});

test('the HTML and the hydrating render show the viewer the server rendered for, whatever the device stores', () => {
  setPageViewer(owner);
  expect(renderToString(<RolesProbe />)).toContain('in:partner+partner-owner');
  setPageViewer(SIGNED_OUT_VIEWER);
  storedUnconfirmedAccount();
  expect(renderToString(<RolesProbe />)).toContain('out:');
});

test('once hydrated, an account not yet confirmed keeps the roles the server confirmed for it', () => {
  setPageViewer(owner);
  storedUnconfirmedAccount();
  expect(renderHook(() => useViewer()).result.current).toEqual(owner);
});

test('once hydrated, a confirmed account has its own roles, and a device signed out has none', () => {
  setPageViewer(owner);
  const { result } = renderHook(() => useViewer());
  expect(result.current).toEqual({ loggedIn: false, roles: [] });
  act(() => authStore.signIn(operationsUser));
  expect(result.current).toEqual({ loggedIn: true, roles: ['operations'] });
});

test('an account the server did not know (its answer came late) has no role until it is confirmed', () => {
  storedUnconfirmedAccount();
  expect(renderHook(() => useViewer()).result.current).toEqual({ loggedIn: true, roles: [] });
});

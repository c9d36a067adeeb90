// A remote's pages for one role, as the shell mounts them: the role sees the page; a signed-in account without it sees
// the not-found page; a signed-out visitor is sent to sign in; an account not yet confirmed sees a placeholder.
import { act, screen, within } from '@testing-library/react';
import { authStore, confirmSession, USER_TOKEN_KEY } from '@kemet/platform';
import type { User } from '@kemet/contract';
import { Header } from '../layout/Header';
import { renderAt } from '../testing/renderAt';
import { roleSite } from '../testing/roleSite';
import { AppRoutes } from './routes';

jest.mock('@kemet/platform', () => ({
  ...jest.requireActual('@kemet/platform'),
  RemoteComponent: ({ remote, module }: { remote: string; module: string }) => <p>remote {`${remote}/${module}`}</p>,
  confirmSession: jest.fn(async () => undefined),
}));

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

const openAt = (path: string) =>
  renderAt(
    <>
      <Header />
      <AppRoutes />
    </>,
    path,
    roleSite(),
  );
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => act(() => authStore.signOut()));

test("a partner's page and header link show to partner staff, not the operations'", () => {
  authStore.signIn(account(['partner']));
  openAt('/desk');
  expect(screen.getByText('remote workspace/DeskPage')).toBeInTheDocument();
  expect(document.title).toBe('Desk · Kemet');
  expect(within(mainNav()).getByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/desk');
  expect(screen.queryByRole('link', { name: 'Queue' })).not.toBeInTheDocument();
});

test('the operations page and its account link show to operations', () => {
  authStore.signIn(account(['operations']));
  openAt('/queue');
  expect(screen.getByText('remote workspace/QueuePage')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/queue');
  expect(screen.queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
});

test.each([
  ['a traveller', '/desk', []],
  ['a traveller', '/queue', []],
  ['partner staff', '/queue', ['partner', 'partner-owner']],
  ['operations', '/desk', ['operations']],
] as const)('%s opening %s gets the not-found page, no link to it, never the page', (_, path, roles) => {
  authStore.signIn(account([...roles]));
  openAt(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByText(/^remote workspace\//)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: path === '/desk' ? 'Desk' : 'Queue' })).not.toBeInTheDocument();
});

test('a signed-out visitor is sent to sign in first, and sees no role link', () => {
  openAt('/desk');
  expect(screen.getByText('remote account/SignInPage')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
});

test('a stored account the server has not confirmed sees neither the page nor the not-found page, until it does', () => {
  localStorage.setItem(USER_TOKEN_KEY, 'KMT-1');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY, newValue: 'KMT-1' })));
  expect(authStore.getState()).toMatchObject({ loggedIn: true, user: null });
  openAt('/desk');
  expect(screen.queryByText('remote workspace/DeskPage')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  expect(confirmSession).toHaveBeenCalled();

  act(() => authStore.signIn(account(['partner'])));
  expect(screen.getByText('remote workspace/DeskPage')).toBeInTheDocument();
});

test('a member whose role is taken away loses the page and the link at the next confirmation', () => {
  authStore.signIn(account(['partner']));
  openAt('/desk');
  expect(screen.getByText('remote workspace/DeskPage')).toBeInTheDocument();
  act(() => authStore.signIn(account([])));
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
});

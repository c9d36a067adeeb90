import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, Route, Routes, signOut } from '@kemet/platform';
import type { User } from '@kemet/contract';
import { renderAt } from '../testing/renderAt';
import { Header } from './Header';

jest.mock('@kemet/platform', () => ({
  ...jest.requireActual('@kemet/platform'),
  signOut: jest.fn(),
}));

const traveller = { UId: 'KEMET-42', fullName: 'Ada Traveller', email: 'ada@example.com' } as User;

function renderHeader(path = '/home') {
  return renderAt(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<p>page</p>} />
        <Route index element={<p>landing page</p>} />
      </Routes>
    </>,
    path,
  );
}

afterEach(() => act(() => authStore.signOut()));

test('shows Sign In when logged out, and flips to Log out the moment the store signs in', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

  act(() => authStore.signIn(traveller));

  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
});

test('Log out signs out through the shared session and lands on /', async () => {
  jest.mocked(signOut).mockImplementation(async () => authStore.signOut());
  act(() => authStore.signIn(traveller));
  renderHeader('/tours');
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(signOut).toHaveBeenCalled();
  expect(await screen.findByText('landing page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
});

test('has the logo home link and the four main links', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Kemet home' })).toHaveAttribute('href', '/home');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Events', '/events'],
    ['Tours', '/tours'],
    ['About', '/aboutus'],
    ['Contact', '/contactus'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('the menu toggle is keyboard-operable, controls the menu and closes on Escape', async () => {
  const user = userEvent.setup();
  renderHeader();
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
    screen.getByRole('link', { name: 'Events' }),
  );

  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  await user.tab();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('the menu closes when a link is followed', async () => {
  const user = userEvent.setup();
  renderHeader();
  const toggle = screen.getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  await user.click(screen.getByRole('link', { name: 'Tours' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

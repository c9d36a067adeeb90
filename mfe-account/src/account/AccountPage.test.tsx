import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError, authStore, NETWORK_ERROR_MESSAGE, signOut } from '@kemet/platform';
import AccountPage from './AccountPage';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: {
    signUp: jest.fn(),
    signIn: jest.fn(),
    me: jest.fn(),
    sessions: jest.fn(),
    devMailbox: jest.fn(),
    changePassword: jest.fn(),
    changeEmail: jest.fn(),
  },
}));
jest.mock('@kemet/platform', () => ({
  ...jest.requireActual('@kemet/platform'),
  signOut: jest.fn(),
}));
const me = accountApi.me as jest.Mock;

beforeEach(() => {
  authStore.signIn(nour);
  (accountApi.sessions as jest.Mock).mockResolvedValue({ items: [] });
  (accountApi.devMailbox as jest.Mock).mockResolvedValue({ enabled: false, mail: null });
});
afterEach(() => {
  jest.resetAllMocks();
  authStore.signOut();
});

const whereAmI = () => screen.getByTestId('location');

describe('AccountPage', () => {
  it("shows a skeleton, then the traveller's name, email, member since, member ID and a link to My bookings", async () => {
    let answer: (value: { user: typeof nour }) => void = () => undefined;
    me.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderPage(<AccountPage />, { path: '/account' });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await act(async () => answer({ user: nour }));
    expect(await screen.findByRole('heading', { name: 'Nour Hassan' })).toBeInTheDocument();
    expect(screen.getAllByText('nour@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('14 March 2026')).toBeInTheDocument();
    expect(screen.getByText('KMT-424242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Where you're signed in" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dev mailbox' })).toBeNull();
  });

  it('signs out and goes to /signin?next=/account when the session is gone (401)', async () => {
    me.mockRejectedValue(new ApiError(401, 'UNAUTHENTICATED', 'Sign in first'));
    await renderPage(<AccountPage />, { path: '/account' });
    await waitFor(() => expect(whereAmI()).toHaveTextContent('/signin?next=%2Faccount'));
    expect(authStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('offers Retry when the account cannot be loaded', async () => {
    me.mockRejectedValueOnce(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)).mockResolvedValueOnce({ user: nour });
    const user = userEvent.setup();
    await renderPage(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nour Hassan' })).toBeInTheDocument();
  });

  it('logs out through the shared signOut and goes to /', async () => {
    me.mockResolvedValue({ user: nour });
    (signOut as jest.Mock).mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderPage(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(whereAmI()).toHaveTextContent(/^\/$/));
  });

  it('shows the new email at once after an email change, and lists the sessions again', async () => {
    me.mockResolvedValue({ user: nour });
    (accountApi.changeEmail as jest.Mock).mockResolvedValue({ user: { ...nour, email: 'nour@new.example' } });
    const user = userEvent.setup();
    await renderPage(<AccountPage />, { path: '/account' });
    const form = await screen.findByRole('form', { name: 'Change your email' });
    await user.type(within(form).getByLabelText('New email'), 'nour@new.example');
    await user.type(within(form).getByLabelText('Current password'), 'Lotus-Papyrus-42');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await screen.findAllByText('nour@new.example')).not.toHaveLength(0);
    expect(screen.queryByText('nour@example.com')).toBeNull();
    expect(authStore.getState().user?.email).toBe('nour@new.example');
    expect(accountApi.sessions).toHaveBeenCalledTimes(2);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError, authStore } from '@kemet/platform';
import ResetPasswordPage from './ResetPasswordPage';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { resetPassword: jest.fn() },
}));
const resetPassword = accountApi.resetPassword as jest.Mock;
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => {
  jest.resetAllMocks();
  authStore.signOut();
});

async function open(url = `/reset-password?token=${TOKEN}`) {
  const user = userEvent.setup();
  await renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
  return { user };
}

describe('Reset your password', () => {
  it('sets the new password with the token of the link, then offers sign-in; this browser is signed out', async () => {
    authStore.signIn(nour);
    resetPassword.mockResolvedValue({
      ok: true,
      message:
        'Your password has been reset and every session of your account was signed out. Please sign in with your new password.',
    });
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.tab();
    expect(within(form).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New password'), '-and-longer');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(resetPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'short-and-longer' });
    expect(
      (await screen.findByText(/Please sign in with your new password\./)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it.each([
    ['RESET_LINK_USED', 410, 'This reset link has already been used. Please ask for a new one.'],
    ['RESET_LINK_EXPIRED', 410, 'This reset link has expired: links work for 30 minutes. Please ask for a new one.'],
    ['RESET_LINK_INVALID', 400, 'This reset link is not valid. Please ask for a new one.'],
  ])('a %s link is said plainly, with a way to ask for a new one', async (code, status, message) => {
    resetPassword.mockRejectedValue(new ApiError(status, code, message));
    const { user } = await open();
    await user.type(screen.getByLabelText('New password'), 'Papyrus-River-9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("puts the API's password rule under the field and keeps the form", async () => {
    resetPassword.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', {
        password: 'Password must not contain your name',
      }),
    );
    const { user } = await open();
    await user.type(screen.getByLabelText('New password'), 'NourHassan-9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must not contain your name')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must not contain your name');
  });

  it('without a token, explains and links to the request page', async () => {
    await open('/reset-password');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a reset link' })).toHaveAttribute('href', '/forgot-password');
  });
});

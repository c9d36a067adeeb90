import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError } from '@kemet/platform';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPage } from '../testing/renderPage';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { requestPasswordReset: jest.fn(), devMailbox: jest.fn() },
}));
const requestPasswordReset = accountApi.requestPasswordReset as jest.Mock;
const devMailbox = accountApi.devMailbox as jest.Mock;
const SENT =
  'If an account uses this email, we have sent it a link to reset the password. The link works for 30 minutes.';

afterEach(() => jest.resetAllMocks());

it('says how to get help: the support address, the Support page, and that we never ask for passwords', async () => {
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@kemet.example' })).toHaveAttribute(
    'href',
    'mailto:support@kemet.example',
  );
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  expect(screen.getByText('We never ask for your password')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
});

it('sends a reset link and shows the answer, which is the same for any email', async () => {
  requestPasswordReset.mockResolvedValue({ ok: true, message: SENT });
  devMailbox.mockResolvedValue({ enabled: false, mail: null });
  const user = userEvent.setup();
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const form = screen.getByRole('form', { name: 'Get a reset link by email' });
  const send = within(form).getByRole('button', { name: 'Send reset link' });
  expect(send).toBeDisabled();
  await user.type(within(form).getByLabelText('Email'), 'nour@example');
  await user.tab();
  expect(within(form).getByText('Invalid email format')).toBeInTheDocument();
  await user.type(within(form).getByLabelText('Email'), '.com');
  await user.click(send);
  expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'nour@example.com' });
  expect(await within(form).findByRole('status')).toHaveTextContent(SENT);
  expect(screen.queryByRole('heading', { name: 'Dev mailbox' })).toBeNull();
});

it('on a dev stack shows the newest mail after sending, its link clickable', async () => {
  requestPasswordReset.mockResolvedValue({ ok: true, message: SENT });
  const link = 'http://localhost:8080/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
  devMailbox.mockResolvedValue({
    enabled: true,
    mail: {
      to: 'nour@example.com',
      subject: 'Reset your Kemet password',
      body: `Hello,\n\n${link}\n\nKemet`,
      createdAt: '2026-11-23T18:00:00Z',
    },
  });
  const user = userEvent.setup();
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'nour@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const mail = await screen.findByRole('article', { name: 'Newest mail' });
  expect(within(mail).getByText('Reset your Kemet password')).toBeInTheDocument();
  expect(within(mail).getByRole('link', { name: link })).toHaveAttribute('href', link);
});

it('says when too many links were asked for', async () => {
  requestPasswordReset.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many reset requests.', {}, 40));
  const user = userEvent.setup();
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'nour@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many reset requests. Please try again in 40 seconds.',
  );
});

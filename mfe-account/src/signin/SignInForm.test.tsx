import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError, authStore, NETWORK_ERROR_MESSAGE } from '@kemet/platform';
import SignInPage from './SignInPage';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { signUp: jest.fn(), signIn: jest.fn(), me: jest.fn() },
}));
const signIn = accountApi.signIn as jest.Mock;

afterEach(() => {
  jest.resetAllMocks();
  authStore.signOut();
});

async function openSignIn(url = '/signin') {
  const user = userEvent.setup();
  await renderPage(<SignInPage />, { path: '/signin', url });
  const form = screen.getByRole('form', { name: 'Sign In' });
  const email = within(form).getByLabelText('Email');
  const password = within(form).getByLabelText('Password');
  const submit = within(form).getByRole('button', { name: 'Sign In' });
  const fill = async () => {
    await user.type(email, 'nour@example.com');
    await user.type(password, 'lotus-and-papyrus');
  };
  return { user, form, email, password, submit, fill };
}

const whereAmI = () => screen.getByTestId('location');

describe('Sign In form', () => {
  it('keeps Sign In disabled while a field is empty, with no messages', async () => {
    const { user, form, email, password, submit } = await openSignIn();
    expect(submit).toBeDisabled();
    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(within(form).queryByText(/required/)).toBeNull();
    await user.type(email, 'nour@example.com');
    expect(submit).toBeDisabled();
    await user.type(password, 'x');
    expect(submit).toBeEnabled();
  });

  it('signs in through the shared store and goes to /home', async () => {
    signIn.mockResolvedValue({ user: nour });
    const { user, submit, fill } = await openSignIn();
    await fill();
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith({ email: 'nour@example.com', password: 'lotus-and-papyrus' });
    await waitFor(() => expect(whereAmI()).toHaveTextContent('/home'));
    expect(localStorage.getItem('userToken')).toBe('KMT-424242');
  });

  it('returns to the guarded page the visitor came from (?next)', async () => {
    signIn.mockResolvedValue({ user: nour });
    const { user, submit, fill } = await openSignIn('/signin?next=%2Fpayment%2F3');
    await fill();
    await user.click(submit);
    await waitFor(() => expect(whereAmI()).toHaveTextContent(/^\/payment\/3$/));
  });

  it.each([
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F%2509%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
  ])('ignores a next that leaves the site or hides a trick (next=%s) and goes to /home', async (next) => {
    signIn.mockResolvedValue({ user: nour });
    const { user, submit, fill } = await openSignIn(`/signin?next=${next}`);
    await fill();
    await user.click(submit);
    await waitFor(() => expect(whereAmI()).toHaveTextContent(/^\/home$/));
  });

  it("shows 'Email Not Found!' under the email field for an unknown email", async () => {
    signIn.mockRejectedValue(new ApiError(404, 'EMAIL_NOT_FOUND', 'Email Not Found!'));
    const { user, email, submit, fill } = await openSignIn();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Not Found!');
    expect(email).toHaveAccessibleDescription('Email Not Found!');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it("shows 'Invalid Password!' in red under the password field, gone once the password changes", async () => {
    signIn.mockRejectedValue(new ApiError(401, 'INVALID_PASSWORD', 'Invalid Password!'));
    const { user, password, submit, fill } = await openSignIn();
    await fill();
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Password!');
    expect(alert).toHaveClass('message');
    expect(password).toHaveAccessibleDescription('Invalid Password!');
    await user.type(password, '1');
    expect(screen.queryByText('Invalid Password!')).toBeNull();
  });

  it("shows the server's message and when to retry when rate-limited", async () => {
    signIn.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many sign-in attempts.', {}, 90));
    const { user, submit, fill } = await openSignIn();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in 2 minutes.',
    );
  });

  it.each([
    ['the network fails', new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)],
    ['the proxy answers 502', new ApiError(502, 'HTTP_ERROR', 'Bad gateway')],
  ])('says Kemet cannot be reached when %s', async (_case, error) => {
    signIn.mockRejectedValue(error);
    const { user, submit, fill } = await openSignIn();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Kemet. Check your connection and try again.',
    );
  });

  it('sends one request on a double click', async () => {
    let answer: (value: { user: typeof nour }) => void = () => undefined;
    signIn.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, submit, fill } = await openSignIn();
    await fill();
    await user.dblClick(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer({ user: nour });
    await waitFor(() => expect(whereAmI()).toHaveTextContent('/home'));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("links 'Forget Your Password?' to the help page", async () => {
    const { form } = await openSignIn();
    expect(within(form).getByRole('link', { name: 'Forget Your Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

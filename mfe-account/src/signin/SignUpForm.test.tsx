import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError, authStore, NETWORK_ERROR_MESSAGE } from '@kemet/platform';
import SignInPage from './SignInPage';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';
import { overlayButton } from '../testing/overlayButton';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { signUp: jest.fn(), signIn: jest.fn(), me: jest.fn() },
}));
const signUp = accountApi.signUp as jest.Mock;

afterEach(() => {
  jest.resetAllMocks();
  authStore.signOut();
});

async function openSignUp(url = '/signin') {
  const user = userEvent.setup();
  await renderPage(<SignInPage />, { path: '/signin', url });
  await user.click(overlayButton('Sign Up'));
  const form = screen.getByRole('form', { name: 'Create Account' });
  return {
    user,
    form,
    field: (label: string) => within(form).getByLabelText(label),
    submit: within(form).getByRole('button', { name: 'Sign Up' }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (label: string) => HTMLElement) {
  await user.type(field('Name'), 'Nour Hassan');
  await user.type(field('Email'), 'nour@example.com');
  await user.type(field('Password'), 'lotus-and-papyrus');
}

describe('Create Account form', () => {
  it('shows no message before a field is touched, and keeps Sign Up disabled while invalid', async () => {
    const { form, submit } = await openSignUp();
    expect(within(form).queryByText(/is required|must be at least|Invalid email/)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the name messages once the field is touched', async () => {
    const { user, form, field } = await openSignUp();
    await user.click(field('Name'));
    await user.tab();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    await user.type(field('Name'), 'No');
    expect(within(form).getByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name must be at least 3 characters long');
    await user.type(field('Name'), 'ur');
    expect(within(form).queryByText(/^Name (is|must)/)).toBeNull();
  });

  it('shows the email messages once the field is touched', async () => {
    const { user, form, field } = await openSignUp();
    await user.click(field('Email'));
    await user.tab();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email'), 'nour@example');
    expect(within(form).getByText('Invalid email format')).toBeInTheDocument();
    await user.type(field('Email'), '.com');
    expect(within(form).queryByText('Invalid email format')).toBeNull();
  });

  it('shows the password messages once the field is touched', async () => {
    const { user, form, field } = await openSignUp();
    await user.click(field('Password'));
    await user.tab();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    await user.type(field('Password'), 'abc');
    expect(within(form).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('shows each password rule as a field message, in the words the API uses', async () => {
    const { user, form, field } = await openSignUp();
    await user.type(field('Name'), 'Nour Hassan');
    await user.type(field('Email'), 'nour.h@example.com');
    const expectPasswordMessage = async (password: string, message: string) => {
      await user.clear(field('Password'));
      await user.type(field('Password'), password);
      await user.tab();
      expect(within(form).getByText(message)).toBeInTheDocument();
      expect(field('Password')).toHaveAccessibleDescription(message);
    };
    await expectPasswordMessage('Lotus-7', 'Password must be at least 8 characters long');
    await expectPasswordMessage('my-nour.h-pass', 'Password must not contain your email address');
    await expectPasswordMessage('NourHassan-2027', 'Password must not contain your name');
    await expectPasswordMessage('visit-KEMET-now', 'Password must not contain the word Kemet');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'lotus-and-papyrus');
    expect(within(form).queryByText(/^Password must/)).toBeNull();
  });

  it('creates the account, signs in through the shared store and goes to /home', async () => {
    signUp.mockResolvedValue({ user: nour });
    const { user, field, submit } = await openSignUp();
    await fillValid(user, field);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(signUp).toHaveBeenCalledWith({
      fullName: 'Nour Hassan',
      email: 'nour@example.com',
      password: 'lotus-and-papyrus',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(authStore.getState()).toMatchObject({ loggedIn: true, uid: 'KMT-424242' });
    expect(localStorage.getItem('userToken')).toBe('KMT-424242');
  });

  it('returns to the guarded page named in ?next after sign-up', async () => {
    signUp.mockResolvedValue({ user: nour });
    const { user, field, submit } = await openSignUp('/signin?next=%2Fpayment%2F3');
    await fillValid(user, field);
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/payment\/3$/));
  });

  it.each(['%2F%5Cevil.example', '%2F%2509%2Fevil.example', '%2F%2Fevil.example'])(
    'goes to /home after sign-up when next=%s is not a path on this site',
    async (next) => {
      signUp.mockResolvedValue({ user: nour });
      const { user, field, submit } = await openSignUp(`/signin?next=${next}`);
      await fillValid(user, field);
      await user.click(submit);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    },
  );

  it('says when the email is taken and offers to sign in with it instead', async () => {
    signUp.mockRejectedValue(new ApiError(409, 'EMAIL_TAKEN', 'Email already registered'));
    const { user, form, field, submit } = await openSignUp();
    await fillValid(user, field);
    await user.click(submit);
    expect(await within(form).findByText('An account with this email already exists.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Sign in instead' }));
    expect(within(screen.getByRole('form', { name: 'Sign In' })).getByLabelText('Email')).toHaveValue(
      'nour@example.com',
    );
  });

  it("puts the server's field errors under their fields", async () => {
    signUp.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Check the form', { password: 'This password is too common. Choose another.' }),
    );
    const { user, form, field, submit } = await openSignUp();
    await fillValid(user, field);
    await user.click(submit);
    expect(await within(form).findByText('This password is too common. Choose another.')).toBeInTheDocument();
    expect(field('Password')).toHaveAccessibleDescription('This password is too common. Choose another.');
    await user.type(field('Password'), '!');
    expect(within(form).queryByText(/too common/)).toBeNull();
  });

  it('says when Kemet cannot be reached', async () => {
    signUp.mockRejectedValue(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    const { user, form, field, submit } = await openSignUp();
    await fillValid(user, field);
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not reach Kemet. Check your connection and try again.',
    );
  });

  it('says when to try again after too many sign-ups from here', async () => {
    signUp.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many accounts were created from here.', {}, 30));
    const { user, form, field, submit } = await openSignUp();
    await fillValid(user, field);
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many accounts were created from here. Please try again in 30 seconds.',
    );
  });

  it('sends one request on a double click, showing progress meanwhile', async () => {
    let answer: (value: { user: typeof nour }) => void = () => undefined;
    signUp.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, field, submit } = await openSignUp();
    await fillValid(user, field);
    await user.dblClick(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    answer({ user: nour });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(signUp).toHaveBeenCalledTimes(1);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError } from '@kemet/platform';
import { ChangeEmailForm } from './ChangeEmailForm';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { changeEmail: jest.fn() },
}));
const changeEmail = accountApi.changeEmail as jest.Mock;

afterEach(() => jest.resetAllMocks());

async function open() {
  const onChanged = jest.fn();
  const user = userEvent.setup();
  await renderPage(<ChangeEmailForm onChanged={onChanged} />, { path: '/account' });
  const form = screen.getByRole('form', { name: 'Change your email' });
  return {
    user,
    form,
    onChanged,
    email: within(form).getByLabelText('New email'),
    password: within(form).getByLabelText('Current password'),
    submit: within(form).getByRole('button', { name: 'Change email' }),
  };
}

describe('Change your email', () => {
  it('needs a valid address and the current password', async () => {
    const { user, form, email, password, submit } = await open();
    await user.type(email, 'nour@new');
    await user.click(password);
    await user.tab();
    expect(within(form).getByText('Invalid email format')).toBeInTheDocument();
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('changes the email, says the other devices are signed out, and hands the new user to the page', async () => {
    const moved = { ...nour, email: 'nour@new.example' };
    changeEmail.mockResolvedValue({ user: moved });
    const { user, form, email, password, submit, onChanged } = await open();
    await user.type(email, ' nour@new.example ');
    await user.type(password, 'Lotus-Papyrus-42');
    await user.click(submit);
    expect(changeEmail).toHaveBeenCalledWith({ email: 'nour@new.example', currentPassword: 'Lotus-Papyrus-42' });
    expect(
      await within(form).findByText('Your email is now nour@new.example. You are signed out everywhere else.'),
    ).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith(moved);
    expect(email).toHaveValue('');
  });

  it('says when the address belongs to another account', async () => {
    changeEmail.mockRejectedValue(
      new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
      }),
    );
    const { user, form, email, password, submit, onChanged } = await open();
    await user.type(email, 'taken@example.com');
    await user.type(password, 'Lotus-Papyrus-42');
    await user.click(submit);
    expect(await within(form).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('An account with this email already exists.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

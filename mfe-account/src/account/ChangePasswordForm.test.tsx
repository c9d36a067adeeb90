import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError } from '@kemet/platform';
import { ChangePasswordForm } from './ChangePasswordForm';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { changePassword: jest.fn() },
}));
const changePassword = accountApi.changePassword as jest.Mock;

afterEach(() => jest.resetAllMocks());

async function open() {
  const onChanged = jest.fn();
  const user = userEvent.setup();
  await renderPage(<ChangePasswordForm user={{ ...nour, email: 'n.hassan@example.com' }} onChanged={onChanged} />, {
    path: '/account',
  });
  const form = screen.getByRole('form', { name: 'Change your password' });
  return {
    user,
    form,
    onChanged,
    current: within(form).getByLabelText('Current password'),
    next: within(form).getByLabelText('New password'),
    submit: within(form).getByRole('button', { name: 'Change password' }),
  };
}

describe('Change your password', () => {
  it("applies the rules with the traveller's own email and name", async () => {
    const { user, form, current, next, submit } = await open();
    expect(current).toHaveAttribute('type', 'password');
    expect(next).toHaveAttribute('type', 'password');
    expect(submit).toBeDisabled();
    await user.type(current, 'old-password-1');
    await user.type(next, 'N.Hassan-2027');
    await user.tab();
    expect(within(form).getByText('Password must not contain your email address')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'xNour Hassanx');
    expect(within(form).getByText('Password must not contain your name')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'short');
    expect(within(form).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('changes the password, says the other devices are signed out, empties the form and tells the page', async () => {
    changePassword.mockResolvedValue({
      ok: true,
      message: 'Your password has been changed. You are signed out everywhere else.',
      revokedSessions: 2,
    });
    const { user, form, current, next, submit, onChanged } = await open();
    await user.type(current, 'old-password-1');
    await user.type(next, 'Papyrus-River-9');
    await user.click(submit);
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'old-password-1', newPassword: 'Papyrus-River-9' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your password has been changed. You are signed out everywhere else.',
    );
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("puts the API's answer under the field: a wrong current password", async () => {
    changePassword.mockRejectedValue(
      new ApiError(400, 'WRONG_PASSWORD', 'Please check the highlighted fields.', {
        currentPassword: 'This is not your current password',
      }),
    );
    const { user, form, current, next, submit, onChanged } = await open();
    await user.type(current, 'not-it-at-all');
    await user.type(next, 'Papyrus-River-9');
    await user.click(submit);
    expect(await within(form).findByText('This is not your current password')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('This is not your current password');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

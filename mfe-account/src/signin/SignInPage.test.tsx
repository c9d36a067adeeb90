import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignInPage from './SignInPage';
import { renderPage } from '../testing/renderPage';
import { stubScreenWidth } from '@kemet/tooling/testing';
import { overlayButton } from '../testing/overlayButton';

const signInPane = () => screen.getByRole('form', { name: 'Sign In', hidden: true }).parentElement!;
const signUpPane = () => screen.getByRole('form', { name: 'Create Account', hidden: true }).parentElement!;

describe('SignInPage', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('on wide screens slides between the forms with the overlay buttons, leaving the covered form inert', async () => {
    stubScreenWidth(769);
    const user = userEvent.setup();
    await renderPage(<SignInPage />, { path: '/signin' });
    expect(screen.queryByRole('group', { name: 'Choose a form' })).toBeNull();
    expect(signUpPane()).toHaveAttribute('inert');
    expect(signInPane()).not.toHaveAttribute('inert');

    await user.click(overlayButton('Sign Up'));
    expect(signInPane()).toHaveAttribute('inert');
    expect(signUpPane()).not.toHaveAttribute('inert');
    expect(screen.getByRole('form', { name: 'Create Account' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.click(overlayButton('Sign In'));
    expect(signUpPane()).toHaveAttribute('inert');
  });

  it('under 769px shows one form at a time, switched by toggle buttons', async () => {
    stubScreenWidth(768);
    const user = userEvent.setup();
    await renderPage(<SignInPage />, { path: '/signin' });
    const toggle = screen.getByRole('group', { name: 'Choose a form' });
    const [signInToggle, signUpToggle] = [
      screen.getByRole('button', { name: 'Sign In', pressed: true }),
      screen.getByRole('button', { name: 'Sign Up', pressed: false }),
    ];
    expect(toggle).toContainElement(signInToggle);
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Create Account' })).toBeNull();

    await user.click(signUpToggle);
    expect(signUpToggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('form', { name: 'Create Account' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();
  });

  it('shows four decorative social icons hidden from assistive technology', async () => {
    await renderPage(<SignInPage />, { path: '/signin' });
    const rows = document.querySelectorAll('[aria-hidden="true"] > span > svg[focusable="false"]');
    expect(rows).toHaveLength(8);
    rows.forEach((icon) => expect(icon.closest('a, button, [tabindex]')).toBeNull());
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, authStore } from '@kemet/platform';
import { inLanguage, stubScreenWidth } from '@kemet/tooling/testing';
import { accountApi } from '../api/accountApi';
import SignInPage from './SignInPage';
import { renderPage } from '../testing/renderPage';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { signUp: jest.fn(), signIn: jest.fn(), me: jest.fn() },
}));
const signIn = accountApi.signIn as jest.Mock;

const overlayButton = (name: string) =>
  screen.getAllByRole('button', { name }).find((button) => !button.closest('form'))!;
const card = () =>
  screen.getByRole('form', { name: 'تسجيل الدخول', hidden: true }).closest('section')!.querySelector('div')!;

beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  jest.resetAllMocks();
  authStore.signOut();
  delete (window as Partial<Window>).matchMedia;
  await inLanguage('en');
});

describe('SignInPage in Arabic', () => {
  it('shows the sign-in form in Arabic, its email and password fields left to right', async () => {
    stubScreenWidth(1280);
    await renderPage(<SignInPage />, { path: '/signin' });
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' });
    expect(within(form).getByText('أهلًا بعودتك. سجّل الدخول ببريدك الإلكتروني.')).toBeInTheDocument();
    expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByLabelText('كلمة المرور')).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سجّل دخولك أو أنشئ حسابك في Kemet');
  });

  it("says the service's answer under the field in Arabic ('Email Not Found!')", async () => {
    stubScreenWidth(1280);
    signIn.mockRejectedValue(new ApiError(404, 'EMAIL_NOT_FOUND', 'Email Not Found!'));
    const user = userEvent.setup();
    await renderPage(<SignInPage />, { path: '/signin' });
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' });
    await user.type(within(form).getByLabelText('البريد الإلكتروني'), 'nour@example.com');
    await user.type(within(form).getByLabelText('كلمة المرور'), 'lotus-and-papyrus');
    await user.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني غير موجود!');
    expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription(
      'البريد الإلكتروني غير موجود!',
    );
  });

  it('shows the rules of the Create Account form in Arabic once a field is touched', async () => {
    stubScreenWidth(1280);
    const user = userEvent.setup();
    await renderPage(<SignInPage />, { path: '/signin' });
    await user.click(overlayButton('إنشاء حساب'));
    const form = screen.getByRole('form', { name: 'إنشاء حساب' });
    await user.click(within(form).getByLabelText('الاسم'));
    await user.tab();
    expect(within(form).getByText('الاسم مطلوب')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('كلمة المرور'), 'abc');
    await user.tab();
    expect(within(form).getByLabelText('كلمة المرور')).toHaveAccessibleDescription('يجب ألا تقل كلمة المرور عن ٨ أحرف');
  });

  it('slides toward the reading end: every move of the slider is mirrored in Arabic, not in English', async () => {
    stubScreenWidth(1280);
    const user = userEvent.setup();
    const { unmount } = await renderPage(<SignInPage />, { path: '/signin' });
    expect(card().style.getPropertyValue('--account-slide')).toBe('-1');
    expect(screen.getByText('أهلًا بك أيها المسافر!')).toBeInTheDocument();
    await user.click(overlayButton('إنشاء حساب'));
    expect(screen.getByRole('form', { name: 'إنشاء حساب' })).toBeVisible();
    expect(screen.getByLabelText('الاسم')).toHaveFocus();
    expect(screen.getByText('أهلًا بعودتك!')).toBeInTheDocument();
    unmount();
    await inLanguage('en');
    await renderPage(<SignInPage />, { path: '/signin' });
    expect(
      screen
        .getByRole('form', { name: 'Sign In' })
        .closest('section')!
        .querySelector('div')!
        .style.getPropertyValue('--account-slide'),
    ).toBe('1');
  });

  it('turns to Arabic in place when the language changes, the slider mirrored with it', async () => {
    stubScreenWidth(1280);
    await inLanguage('en');
    await renderPage(<SignInPage />, { path: '/signin' });
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    await act(() => inLanguage('ar'));
    expect(screen.getByRole('form', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(card().style.getPropertyValue('--account-slide')).toBe('-1');
  });

  it('on narrow screens names the toggle buttons in Arabic', async () => {
    stubScreenWidth(480);
    await renderPage(<SignInPage />, { path: '/signin' });
    const toggle = screen.getByRole('group', { name: 'اختر النموذج' });
    expect(within(toggle).getByRole('button', { name: 'تسجيل الدخول', pressed: true })).toBeInTheDocument();
    expect(within(toggle).getByRole('button', { name: 'إنشاء حساب', pressed: false })).toBeInTheDocument();
  });
});

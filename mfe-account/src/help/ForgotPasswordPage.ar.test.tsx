import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import { accountApi } from '../api/accountApi';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPage } from '../testing/renderPage';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { requestPasswordReset: jest.fn(), devMailbox: jest.fn() },
}));
const SENT =
  'If an account uses this email, we have sent it a link to reset the password. The link works for 30 minutes.';

beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  jest.resetAllMocks();
  await inLanguage('en');
});

it('says how to get help in Arabic, the support address and the Support page still links', async () => {
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  expect(screen.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
  const mail = screen.getByRole('link', { name: 'support@kemet.example' });
  expect(mail).toHaveAttribute('href', 'mailto:support@kemet.example');
  expect(mail).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('link', { name: 'صفحة الدعم' })).toHaveAttribute('href', '/support');
  expect(screen.getByText('لن نطلب كلمة مرورك أبدًا')).toBeInTheDocument();
});

it("confirms in Arabic, whatever words the service used, and shows the rules' messages in Arabic", async () => {
  (accountApi.requestPasswordReset as jest.Mock).mockResolvedValue({ ok: true, message: SENT });
  (accountApi.devMailbox as jest.Mock).mockResolvedValue({ enabled: false, mail: null });
  const user = userEvent.setup();
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const form = screen.getByRole('form', { name: 'احصل على رابط إعادة التعيين بالبريد' });
  const email = within(form).getByLabelText('البريد الإلكتروني');
  expect(email).toHaveAttribute('dir', 'ltr');
  await user.type(email, 'nour@example');
  await user.tab();
  expect(within(form).getByText('صيغة البريد الإلكتروني غير صحيحة')).toBeInTheDocument();
  await user.type(email, '.com');
  await user.click(within(form).getByRole('button', { name: 'أرسل رابط إعادة التعيين' }));
  expect(await screen.findByText(/فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور/)).toBeInTheDocument();
  expect(screen.queryByText(SENT)).toBeNull();
});

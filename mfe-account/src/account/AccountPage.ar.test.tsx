import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import type { AccountSession } from '@kemet/contract';
import { inLanguage } from '@kemet/tooling/testing';
import { accountApi } from '../api/accountApi';
import AccountPage from './AccountPage';
import { renderPage } from '../testing/renderPage';
import { nour } from '../testing/users';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: {
    me: jest.fn(),
    sessions: jest.fn(),
    devMailbox: jest.fn(),
    changePassword: jest.fn(),
    changeEmail: jest.fn(),
    revokeSession: jest.fn(),
    revokeOtherSessions: jest.fn(),
  },
}));

const here: AccountSession = {
  id: 'a1',
  device: 'Chrome on Linux',
  current: true,
  createdAt: '2026-11-20T09:00:00Z',
  lastSeenAt: '2026-11-23T18:00:00Z',
};
const phone: AccountSession = {
  id: 'b2',
  device: 'Safari on iOS',
  current: false,
  createdAt: '2026-11-01T09:00:00Z',
  lastSeenAt: '2026-11-22T07:30:00Z',
};

beforeEach(async () => {
  await inLanguage('ar');
  authStore.signIn(nour);
  (accountApi.me as jest.Mock).mockResolvedValue({ user: nour });
  (accountApi.sessions as jest.Mock).mockResolvedValue({ items: [here, phone] });
  (accountApi.devMailbox as jest.Mock).mockResolvedValue({ enabled: false, mail: null });
});
afterEach(async () => {
  jest.resetAllMocks();
  authStore.signOut();
  await inLanguage('en');
});

describe('AccountPage in Arabic', () => {
  it('shows the account in Arabic: the email isolated, the dates in Arabic digits', async () => {
    await renderPage(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Nour Hassan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('حسابك');
    expect(screen.getByText('عضو منذ').nextElementSibling).toHaveTextContent('١٤ مارس ٢٠٢٦');
    expect(screen.getByText('nour@example.com').tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: 'حجوزاتي' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    const password = screen.getByRole('form', { name: 'تغيير كلمة المرور' });
    expect(within(password).getByLabelText('كلمة المرور الحالية')).toHaveAttribute('dir', 'ltr');
    const email = screen.getByRole('form', { name: 'تغيير البريد الإلكتروني' });
    expect(within(email).getByLabelText('البريد الإلكتروني الجديد')).toHaveAttribute('dir', 'ltr');
  });

  it('lists the sessions with their devices and dates in Arabic, and says so when one is signed out', async () => {
    (accountApi.revokeSession as jest.Mock).mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    await renderPage(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('heading', { name: 'الأجهزة المسجَّل دخولك عليها' })).toBeInTheDocument();
    const [first, second] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('\u2068Chrome\u2069 على \u2068Linux\u2069');
    expect(within(first!).getByText('هذا الجهاز')).toBeInTheDocument();
    expect(second).toHaveTextContent(
      'سجّلت الدخول في الأحد، ١ نوفمبر ٢٠٢٦، ١١:٠٠ · آخر نشاط في الأحد، ٢٢ نوفمبر ٢٠٢٦، ٠٩:٣٠',
    );
    await user.click(within(second!).getByRole('button', { name: /^تسجيل الخروج من/ }));
    expect(await screen.findByText('سُجّل الخروج من \u2068Safari\u2069 على \u2068iOS\u2069.')).toBeInTheDocument();
  });
});

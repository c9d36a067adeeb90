// The shell's frame in Arabic: header, switches, footer, 404 and a remote part's notice, as an Arabic reader sees them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferences, Route, Routes } from '@kemet/platform';
import { inLanguage } from '@kemet/tooling/testing';
import { renderAt } from '../testing/renderAt';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { AppRoutes } from '../app/routes';

beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  await inLanguage('en');
  act(() => preferences.set({ chosenCurrency: undefined }, { remember: false }));
});

test('the header speaks Arabic: main links, sign-in, menu, logo, and the switch offers English', () => {
  renderAt(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>,
    '/home',
  );
  const nav = screen.getByRole('navigation', { name: 'الرئيسية' });
  for (const [name, href] of [
    ['الفعاليات', '/events'],
    ['الجولات', '/tours'],
    ['من نحن', '/aboutus'],
    ['اتصل بنا', '/contactus'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لـ Kemet' })).toBeInTheDocument();
  const english = screen.getByRole('link', { name: 'English' });
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveAttribute('href', '/home?lang=en');
  expect(screen.getByRole('group', { name: 'اللغة والعملة' })).toContainElement(english);
});

test('the currency switch shows Egyptian pounds by default in Arabic and changes the display currency', async () => {
  const user = userEvent.setup();
  renderAt(<Header />);
  const currency = screen.getByRole('combobox', { name: 'العملة' });
  expect(currency).toHaveValue('EGP');
  expect(
    within(currency)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['EGP', 'USD', 'EUR']);
  await user.selectOptions(currency, 'EUR');
  expect(preferences.getState().currency).toBe('EUR');
  expect(currency).toHaveValue('EUR');
});

test('the footer: columns, copyright in Arabic-Indic digits, and the digits setting', async () => {
  const user = userEvent.setup();
  renderAt(<Footer />);
  const support = screen.getByRole('navigation', { name: 'الدعم' });
  expect(within(support).getByRole('link', { name: 'مركز الدعم' })).toHaveAttribute('href', '/support');
  expect(within(support).getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', '/terms');
  const company = screen.getByRole('navigation', { name: 'الشركة' });
  expect(within(company).getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/faq');
  const year = new Date().getFullYear();
  const arabicYear = new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(year);
  expect(screen.getByText(`© ${arabicYear} Kemet Travel. جميع الحقوق محفوظة.`)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Kemet على Facebook/ })).toHaveLength(1);

  const digits = screen.getByRole('group', { name: 'الأرقام' });
  const latin = within(digits).getByRole('button', { name: '123 (أرقام لاتينية)' });
  expect(within(digits).getByRole('button', { name: '١٢٣ (أرقام عربية مشرقية)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(latin);
  expect(latin).toHaveAttribute('aria-pressed', 'true');
  expect(preferences.getState().digits).toBe('latn');
  expect(screen.getByText(`© ${year} Kemet Travel. جميع الحقوق محفوظة.`)).toBeInTheDocument();
});

test('the digits setting is not offered in English', async () => {
  await inLanguage('en');
  renderAt(<Footer />);
  expect(screen.queryByRole('group', { name: 'Digits' })).not.toBeInTheDocument();
});

test('the 404 page and its tab title in Arabic', async () => {
  renderAt(<AppRoutes />, '/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  expect(screen.getByText('خطأ ٤٠٤')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/home');
  expect(document.title).toBe('الصفحة غير موجودة · Kemet');
});

test('home in Arabic: the hero, its controls, and the tab title', async () => {
  renderAt(<AppRoutes />, '/home');
  expect(await screen.findByRole('heading', { level: 1, name: 'حيث بدأت الحضارة' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'استكشف' })).toHaveAttribute('href', '/events');
  expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'اعرض الشريحة ٢: أعمدة معابد الأقصر' })).toBeInTheDocument();
  expect(document.title).toBe('فعاليات وجولات في مصر · Kemet');
});

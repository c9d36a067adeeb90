// The shell's static pages and a remote part's notice in Arabic; the English words of the pages stay exactly as they
// were.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import { renderAt } from '../testing/renderAt';
import { AppRoutes } from '../app/routes';
import { formsApi } from '../api/formsApi';

jest.mock('../api/formsApi', () => ({
  ...jest.requireActual('../api/formsApi'),
  formsApi: { contact: jest.fn(), newsletter: jest.fn(), partnerApplication: jest.fn() },
}));

describe('in Arabic', () => {
  beforeEach(() => inLanguage('ar'));
  afterEach(() => inLanguage('en'));

  test('the FAQ: heading, questions and answers, and the way to ask more', async () => {
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'ما أفضل وقت لزيارة مصر؟' }));
    expect(screen.getByRole('region', { name: 'ما أفضل وقت لزيارة مصر؟' })).toHaveTextContent(
      'أنسب الشهور من أكتوبر إلى أبريل',
    );
    expect(screen.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/contactus');
    expect(document.title).toBe('الأسئلة الشائعة · Kemet');
  });

  test('the support page keeps the email and phone left-to-right inside Arabic text', async () => {
    renderAt(<AppRoutes />, '/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'مركز الدعم' })).toBeInTheDocument();
    const email = screen.getAllByRole('link', { name: 'support@kemet.example' })[0];
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('href', 'mailto:support@kemet.example');
    expect(screen.getByRole('link', { name: '+20 2 2345 6789' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'حجوزاتي' })).toHaveAttribute('href', '/bookings');
  });

  test('the terms page dates its last update in Arabic', async () => {
    renderAt(<AppRoutes />, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث: ١ مارس ٢٠٢٥.')).toBeInTheDocument();
  });

  test('the contact form: Arabic labels, email left-to-right, and the service confirmation in Arabic', async () => {
    jest
      .mocked(formsApi.contact)
      .mockResolvedValue({ ok: true, message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/contactus');
    const form = await screen.findByRole('form', { name: 'نموذج التواصل' });
    expect(within(form).getByText('جميع الحقول مطلوبة.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('اسم المستخدم'), 'نور');
    const email = within(form).getByLabelText('البريد الإلكتروني');
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.type(email, 'nour@example.com');
    await user.type(within(form).getByLabelText('الرسالة'), 'أود حجز جولة خاصة في الأقصر.');
    await user.click(within(form).getByRole('button', { name: 'إرسال' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('تم إرسال الرسالة');
    expect(status).toHaveTextContent('شكرًا لك! تم إرسال رسالتك، وسنردّ عليك قريبًا.');
  });

  test('the testimonials read their stars in Arabic', async () => {
    renderAt(<AppRoutes />, '/testimonials');
    expect(await screen.findByRole('heading', { level: 1, name: 'آراء عملائنا' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '٥ من ٥ نجوم' })).toHaveLength(8);
    expect(screen.getByText('هاني جرجس')).toBeInTheDocument();
  });

  test('a remote part that never arrives says so in Arabic, with the shell’s name for it', async () => {
    renderAt(<AppRoutes />, '/events');
    expect(await screen.findByText('دليل الفعاليات غير متاح الآن.', undefined, { timeout: 12000 })).toBeInTheDocument();
    expect(document.title).toBe('الفعاليات · Kemet');
  });
});

describe('in English, the same words as always', () => {
  test('the support page', async () => {
    const { container } = renderAt(<AppRoutes />, '/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(container).toHaveTextContent(
      'Email support@kemet.example or call +20 2 2345 6789, Sunday to Thursday, 9:00 to 18:00 Cairo time. Please include your booking reference if your question is about a booking.',
    );
    expect(screen.getByRole('link', { name: 'password help page' })).toHaveAttribute('href', '/forgot-password');
  });

  test('the privacy page and its date', async () => {
    const { container } = renderAt(<AppRoutes />, '/privacypolices');
    expect(await screen.findByText('Last updated 1 March 2025.')).toBeInTheDocument();
    expect(container).toHaveTextContent(
      'You can ask for a copy of your data, correct it or delete your account at any time by writing to privacy@kemet.example. Every newsletter has an unsubscribe link.',
    );
  });

  test('the FAQ closing line and the 404 page', async () => {
    const { container, unmount } = renderAt(<AppRoutes />, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Still have a question? Contact us and we will be glad to help.');
    unmount();
    renderAt(<AppRoutes />, '/nowhere');
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Kemet');
  });

  test('a remote part that never arrives keeps its English notice', async () => {
    renderAt(<AppRoutes />, '/events');
    expect(
      await screen.findByText('The events page is not available right now.', undefined, { timeout: 12000 }),
    ).toBeInTheDocument();
  });
});

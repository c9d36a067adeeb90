import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@kemet/contract';
import { inLanguage } from '@kemet/tooling/testing';
import ManifestPage from './ManifestPage';
import SchedulePage from './SchedulePage';
import WorkspacePage from '../WorkspacePage';
import { renderPage } from '../../testing/renderPage';
import { sessionsService } from '../../testing/sessionsService';

let service: ReturnType<typeof sessionsService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

describe('the session pages in Arabic', () => {
  it('shows Today with Arabic digits and words, right to left', async () => {
    service = sessionsService();
    await renderPage(<WorkspacePage />, { path: '/partner' });
    const today = await screen.findByRole('region', { name: 'اليوم' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [first] = within(await within(today).findByRole('list', { name: 'اليوم' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('البوابة مفتوحة');
    expect(first).toHaveTextContent('مُباع٣متبقٍّ٨دخلوا٢');
    expect(screen.getByRole('link', { name: 'المواعيد' })).toHaveAttribute('href', '/partner/sessions');
  });

  it('shows the manifest in Arabic: the proof to bring, the check-ins, the CSV link', async () => {
    service = sessionsService();
    await renderPage(<ManifestPage />, { path: '/partner/sessions/:sessionId', url: '/partner/sessions/501' });
    const table = await screen.findByRole('table', { name: 'مسافرو هذا الموعد' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('جواز السفر');
    expect(rows[1]).toHaveTextContent('بطاقة الطالب');
    expect(rows[1]).toHaveTextContent('٢ من ٢');
    expect(screen.getByRole('link', { name: 'تنزيل CSV' })).toBeInTheDocument();
    expect(screen.getByText('حجزان')).toBeInTheDocument();
  });

  it('shows the schedule in Arabic, and a refusal of the form in Arabic', async () => {
    service = sessionsService();
    const user = userEvent.setup();
    await renderPage(<SchedulePage />, {
      path: '/partner/listings/:listingId/schedule',
      url: '/partner/listings/77/schedule',
    });
    const rules = await screen.findByRole('region', { name: 'القواعد الأسبوعية' });
    expect(rules).toHaveTextContent('كل يوم الجمعة الساعة 17:00');
    const form = screen.getByRole('form', { name: 'إضافة موعد إضافي' });
    await user.type(within(form).getByLabelText('المدة (بالدقائق)'), '2');
    await user.tab();
    expect(within(form).getByText('أدخل مدة من ٥ إلى ١٤٤٠ دقيقة')).toBeInTheDocument();
    expect(messages.durationInvalid).toBe('Enter a length from 5 to 1440 minutes');
  });
});

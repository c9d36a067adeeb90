import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import WorkspacePage from './WorkspacePage';
import { renderPage } from '../testing/renderPage';
import { failure } from '../testing/fakeService';
import { partnerService, type PartnerServiceOptions } from '../testing/partnerService';

let service: ReturnType<typeof partnerService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

async function open(options?: PartnerServiceOptions) {
  service = partnerService(options);
  const user = userEvent.setup();
  await renderPage(<WorkspacePage />, { path: '/partner' });
  // The first render of a file loads the page's modules: more than the default second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Nile Valley Journeys' });
  return user;
}

describe('the workspace in Arabic', () => {
  it('shows the provider, the role, the staff and the invitations in Arabic, right to left', async () => {
    await open();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('مساحة عمل الشريك')).toBeInTheDocument();
    expect(screen.getByText('دورك').nextElementSibling).toHaveTextContent('مالك');
    const staff = screen.getByRole('region', { name: 'فريق العمل' });
    const [, member] = within(await within(staff).findByRole('list', { name: 'فريق العمل' })).getAllByRole('listitem');
    expect(member).toHaveTextContent('موظف');
    expect(within(member!).getByRole('button', { name: 'إزالة Karim Saleh' })).toBeInTheDocument();
    expect(within(staff).getByRole('list', { name: 'دعوات بانتظار القبول' })).toHaveTextContent(
      'مدعوّ بصفة موظف · يعمل الرابط حتى ٤ ديسمبر ٢٠٢٦',
    );
    expect(screen.getByRole('region', { name: 'مفاتيح البوابة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'سجل النشاط' })).toHaveTextContent('أُرسلت دعوة');
    const form = screen.getByRole('form', { name: 'ادعُ شخصًا' });
    expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  });

  it('gives the invite form’s rule messages and the service’s refusals in Arabic', async () => {
    const lastOwner = 'A provider needs at least one owner. Invite another owner before removing this one.';
    const user = await open({ refuse: { 'DELETE /api/partner/staff/12': failure(409, 'LAST_OWNER', lastOwner) } });
    const form = screen.getByRole('form', { name: 'ادعُ شخصًا' });
    await user.type(within(form).getByLabelText('البريد الإلكتروني'), 'omar@');
    await user.tab();
    expect(within(form).getByText('صيغة البريد الإلكتروني غير صحيحة')).toBeInTheDocument();

    const staff = screen.getByRole('region', { name: 'فريق العمل' });
    await user.click(within(staff).getByRole('button', { name: 'إزالة Karim Saleh' }));
    expect(await within(staff).findByRole('alert')).toHaveTextContent(
      'يحتاج مقدّم الخدمة إلى مالك واحد على الأقل. ادعُ مالكًا آخر قبل إزالة هذا المالك.',
    );
  });

  it('shows a new gate key once with its note in Arabic; the key itself left to right', async () => {
    const user = await open();
    const keys = screen.getByRole('region', { name: 'مفاتيح البوابة' });
    await user.click(within(keys).getByRole('button', { name: 'إصدار مفتاح جديد' }));
    expect(await within(keys).findByLabelText('مفتاح البوابة الجديد')).toHaveAttribute('dir', 'ltr');
    expect(within(keys).getByText(/لن يظهر إلا هذه المرة/)).toBeInTheDocument();
    expect(within(keys).getByRole('button', { name: 'نسخ المفتاح' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import OperationsPage from './OperationsPage';
import { renderPage } from '../testing/renderPage';
import { failure } from '../testing/fakeService';
import { felucca, operationsService, type OperationsServiceOptions } from './testing/operationsService';

let service: ReturnType<typeof operationsService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

async function open(options?: OperationsServiceOptions) {
  service = operationsService(options);
  const user = userEvent.setup();
  await renderPage(<OperationsPage />, { path: '/operations' });
  await screen.findByRole('heading', { level: 1, name: 'طلبات الشراكة' });
  return user;
}

describe('the queue in Arabic', () => {
  it('lists the applications in Arabic, right to left; addresses and numbers left to right', async () => {
    await open();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('عمليات Kemet')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'الطلبات حسب الحالة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قيد الانتظار' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'الطلبات قيد الانتظار، الأقدم أولًا' });
    const sinai = within(list).getByRole('article', { name: 'Sinai Stars Camp' });
    expect(sinai).toHaveTextContent('قيد الانتظار');
    expect(sinai).toHaveTextContent('ورد في ٢٢ نوفمبر ٢٠٢٦');
    expect(within(sinai).getByText('ما يقدّمه')).toBeInTheDocument();
    expect(within(sinai).getByRole('link', { name: 'youssef@sinaistars.example' })).toHaveAttribute('dir', 'ltr');
    expect(within(sinai).getByText('+20 69 555 0101')).toHaveAttribute('dir', 'ltr');
    expect(within(sinai).getByRole('button', { name: 'الموافقة على Sinai Stars Camp' })).toBeInTheDocument();
  });

  it('approves with the outcome in Arabic, and shows the service’s refusals in Arabic', async () => {
    const taken = 'A provider with this business name already exists. Ask the applicant about it before deciding.';
    const user = await open({
      refuse: {
        [`POST /api/operations/partner-applications/${felucca.id}/approval`]: failure(
          409,
          'PROVIDER_NAME_TAKEN',
          taken,
        ),
      },
    });
    const feluccaCard = screen.getByRole('article', { name: 'Felucca Dawn' });
    await user.click(within(feluccaCard).getByRole('button', { name: 'الموافقة على Felucca Dawn' }));
    expect(await within(feluccaCard).findByRole('alert')).toHaveTextContent(
      'يوجد مقدّم خدمة بهذا الاسم التجاري بالفعل. راجِع مقدّم الطلب قبل اتخاذ القرار.',
    );

    await user.click(screen.getByRole('button', { name: 'الموافقة على Sinai Stars Camp' }));
    expect(
      await screen.findByText('تمت الموافقة — أُرسلت دعوة إلى \u2068youssef@sinaistars.example\u2069.'),
    ).toBeInTheDocument();
  });

  it('gives the reason’s rule messages in Arabic', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'رفض Sinai Stars Camp' }));
    const form = screen.getByRole('form', { name: 'رفض \u2068Sinai Stars Camp\u2069' });
    await user.click(within(form).getByLabelText('السبب'));
    await user.tab();
    expect(within(form).getByText('اذكر للمتقدم السبب')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'إرسال الرفض' })).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import { inLanguage } from '@kemet/tooling/testing';
import SalesPage from './SalesPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import { report } from './testing/salesAnswers';
import type { SalesChartProps } from './SalesChart';

jest.mock('./SalesChart', () => ({
  __esModule: true,
  default: ({ label, describedBy }: SalesChartProps) => (
    <div role="img" aria-label={label} aria-describedby={describedBy} />
  ),
}));

let service: ReturnType<typeof partnerService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

async function open(url: string) {
  service = partnerService({ refuse: { 'GET /api/partner/sales': { status: 200, body: report } } });
  await renderPage(<SalesPage />, { path: '/partner/sales', url });
  await screen.findByRole('heading', { level: 1, name: 'المبيعات' });
}

describe('the sales page in Arabic', () => {
  it('reads right to left with Arabic days, digits and amounts, the chart described by the table', async () => {
    await open('/partner/sales?from=2026-03-09&to=2026-03-11');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const name = 'المبيعات لكل يوم، من ٩ مارس ٢٠٢٦ إلى ١١ مارس ٢٠٢٦';
    const table = await screen.findByRole('table', { name });
    const chart = await screen.findByRole('img', {
      name: 'التذاكر المبيعة ونسبة الإشغال لكل يوم، من ٩ مارس ٢٠٢٦ إلى ١١ مارس ٢٠٢٦',
    });
    expect(chart).toHaveAccessibleDescription(name);
    const [, , busy, , total] = within(table).getAllByRole('row');
    expect(busy).toHaveTextContent('١٠ مارس ٢٠٢٦٢٥٤٥٠ ج.م.١٠٠ $٢٠٪٦ من ٣٠ مقعدًا');
    expect(total).toHaveTextContent('المجموع');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('لا جلسات');
  });

  it('names a range longer than a year in Arabic, keeping what was sent', async () => {
    await open('/partner/sales?from=2025-01-01&to=2026-03-11');
    expect(screen.getByLabelText('من')).toHaveValue('2025-01-01');
    const to = screen.getByLabelText('إلى');
    expect(to).toHaveValue('2026-03-11');
    expect(to).toHaveAccessibleDescription('اختر سنة على الأكثر (٣٦٦ يومًا)');
  });
});

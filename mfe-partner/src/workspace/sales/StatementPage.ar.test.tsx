import { screen, within } from '@testing-library/react';
import { inLanguage } from '@kemet/tooling/testing';
import StatementPage from './StatementPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import { statement } from './testing/salesAnswers';

let service: ReturnType<typeof partnerService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

describe('the monthly statement in Arabic', () => {
  it('reads right to left with Arabic months, digits and amounts, and says no real money moves', async () => {
    service = partnerService({
      refuse: { 'GET /api/partner/statements/2026-03': { status: 200, body: statement } },
    });
    await renderPage(<StatementPage />, { path: '/partner/statement', url: '/partner/statement?month=2026-03' });
    expect(await screen.findByRole('heading', { level: 2, name: 'كشف مارس ٢٠٢٦' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByText('يقبل Kemet مدفوعات تجريبية فقط: لم تُحوَّل أموال حقيقية مقابل هذه الحجوزات ولن يُدفع منها شيء.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^عمولة Kemet: ١٥٪ من كل حجز/)).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'المجاميع لكل عملة، مارس ٢٠٢٦' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent('EGP١٤٥٠٫٠٥ ج.م.٦٧٫٥١ ج.م.٣٨٢٫٥٤ ج.م.');
    expect(screen.getByRole('button', { name: 'اطبع' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import OperationsPage from '../OperationsPage';
import { renderPage } from '../../testing/renderPage';
import { operationsService } from '../testing/operationsService';
import { hiddenReview, reportedReview } from '../testing/reportedReviewsService';

let service: ReturnType<typeof operationsService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

describe('reported reviews in Arabic', () => {
  it('counts reports with Arabic plurals and hides one with a reason', async () => {
    service = operationsService({ reviews: [reportedReview, hiddenReview] });
    const user = userEvent.setup();
    await renderPage(<OperationsPage />, { path: '/operations' });
    const section = await screen.findByRole('region', { name: 'تقييمات مُبلَّغ عنها' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const sam = await within(section).findByRole('article', { name: 'تقييم من Sam T. عن Sunrise felucca' });
    expect(within(sam).getByRole('list', { name: 'بلاغان' })).toBeInTheDocument();
    expect(sam).toHaveTextContent('زار في أبريل ٢٠٢٦');
    expect(within(section).getByRole('article', { name: 'تقييم من منى س. عن Karnak by night' })).toHaveTextContent(
      'بلاغ واحد',
    );

    await user.click(within(sam).getByRole('button', { name: 'إخفاء تقييم Sam T.' }));
    await user.type(within(sam).getByLabelText('السبب'), 'إعلان برقم هاتف');
    await user.click(within(sam).getByRole('button', { name: 'أخفِ التقييم' }));
    expect(await within(section).findByText('أُخفي تقييم \u2068Sam T.\u2069.')).toBeInTheDocument();
    expect(await within(section).findByText('إعلان برقم هاتف')).toBeInTheDocument();
  });
});

describe('the reported reviews pager in Arabic', () => {
  it('names the pages in Arabic with Arabic numerals, its links to ?reviewsPage=N', async () => {
    const five = [61, 62, 63, 64, 65].map((id) => ({ ...reportedReview, id }));
    service = operationsService({ reviews: five });
    await renderPage(<OperationsPage />, { path: '/operations', url: '/operations?reviewsPage=1' });
    const section = await screen.findByRole('region', { name: 'تقييمات مُبلَّغ عنها' });
    const pager = await within(section).findByRole('navigation', { name: 'صفحات التقييمات المُبلَّغ عنها' });
    expect(pager).toHaveTextContent('الصفحة ١ من ٣');
    expect(within(pager).queryByRole('link', { name: 'بلاغات أحدث' })).toBeNull();
    expect(within(pager).getByRole('link', { name: 'بلاغات أقدم' })).toHaveAttribute(
      'href',
      '/operations?reviewsPage=2',
    );
  });
});

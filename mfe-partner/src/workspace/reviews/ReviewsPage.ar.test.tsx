import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import ReviewsPage from './ReviewsPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import { alreadyReplied, reviewList, reviewPage } from './testing/reviewAnswers';

let service: ReturnType<typeof partnerService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

describe('the reviews page in Arabic', () => {
  it('reads right to left with Arabic scores and months, and says a refusal in Arabic keeping the text', async () => {
    service = partnerService({
      refuse: { 'GET /api/partner/reviews': reviewList, 'POST /api/partner/reviews/51/reply': alreadyReplied },
    });
    const user = userEvent.setup();
    await renderPage(<ReviewsPage />, { path: '/partner/reviews' });
    await screen.findByRole('heading', { level: 1, name: 'التقييمات' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const felucca = await screen.findByRole('article', { name: 'Sunrise felucca' });
    expect(within(felucca).getByRole('img', { name: '٤ من ٥' })).toBeInTheDocument();
    expect(felucca).toHaveTextContent('زار في مارس ٢٠٢٦');
    expect(felucca).toHaveTextContent('مكتوب بالإنجليزية');
    expect(within(felucca).getByText(/The sunrise over the Nile/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('article', { name: 'Karnak by night' })).toHaveTextContent('ردّك، ');

    const field = within(felucca).getByLabelText('ردّك');
    await user.type(field, 'شكرًا لزيارتكم');
    await user.click(within(felucca).getByRole('button', { name: 'انشر الردّ' }));
    expect(await within(felucca).findByText('سبق أن رددت على هذا التقييم.')).toBeInTheDocument();
    expect(field).toHaveValue('شكرًا لزيارتكم');
  });
});

describe('the reviews pager in Arabic', () => {
  it('names the pages in Arabic with Arabic numerals, its links to ?page=N', async () => {
    service = partnerService({ refuse: { 'GET /api/partner/reviews': reviewPage(2, 3) } });
    await renderPage(<ReviewsPage />, { path: '/partner/reviews', url: '/partner/reviews?page=2' });
    const pager = await screen.findByRole('navigation', { name: 'صفحات التقييمات' });
    expect(pager).toHaveTextContent('الصفحة ٢ من ٣');
    expect(within(pager).getByRole('link', { name: 'تقييمات أحدث' })).toHaveAttribute(
      'href',
      '/partner/reviews?page=1',
    );
    expect(within(pager).getByRole('link', { name: 'تقييمات أقدم' })).toHaveAttribute(
      'href',
      '/partner/reviews?page=3',
    );
  });
});

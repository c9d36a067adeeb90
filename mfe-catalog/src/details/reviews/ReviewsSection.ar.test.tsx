// The reviews in Arabic: the rule, Arabic plurals for the count and the stars ("٣ تقييمات", "تقييمان"), Arabic digits and month.
import { screen, within } from '@testing-library/react';
import { inLanguage, makeExperience, renderAt } from '@kemet/tooling/testing';
import { ReviewsSection } from './ReviewsSection';
import { reviewsApi } from './reviewsApi';
import { makeReview, makeReviewPage } from './reviewFixtures';

jest.mock('./reviewsApi', () => ({ reviewsApi: { page: jest.fn() } }));
const api = jest.mocked(reviewsApi);
const renderSection = () =>
  renderAt('/eventdetails/5', '/eventdetails/:eventId', <ReviewsSection experience={makeExperience({ id: 6 })} />);

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
});
afterEach(() => inLanguage('en'));

describe('ReviewsSection in Arabic', () => {
  it('writes the rule, the count with its plural and when the traveller went in Arabic', async () => {
    api.page.mockResolvedValue(makeReviewPage([makeReview({ helpful: 2 })]));
    renderSection();
    const section = await screen.findByRole('region', { name: 'التقييمات' });
    expect(
      within(section).getByText('لا يكتب التقييم إلا المسافرون الذين مُسحت تذاكرهم عند المدخل'),
    ).toBeInTheDocument();
    expect(await within(section).findByText('٣ تقييمات')).toBeInTheDocument();
    expect(within(section).getByText('٤٫٣')).toBeInTheDocument();
    const review = within(section).getByRole('article', { name: 'تقييم Hannah B.' });
    expect(within(review).getByText('زار في مارس ٢٠٢٦')).toBeInTheDocument();
    expect(within(review).getByText('وجده مسافران مفيدًا')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '٤ نجوم: تقييمان' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'نجمة واحدة: لا توجد تقييمات' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'نجمتان: لا توجد تقييمات' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '٥ نجوم: تقييم واحد' })).toBeInTheDocument();
  });

  it('says a single review and eleven reviews as Arabic does', async () => {
    api.page.mockResolvedValue(
      makeReviewPage([makeReview()], {
        summary: { count: 1, average: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
      }),
    );
    const { unmount } = renderSection();
    expect(await screen.findByText('تقييم واحد')).toBeInTheDocument();
    unmount();
    api.page.mockResolvedValue(
      makeReviewPage([makeReview()], {
        summary: { count: 11, average: 4, distribution: { 1: 0, 2: 0, 3: 0, 4: 11, 5: 0 } },
      }),
    );
    renderSection();
    expect(await screen.findByText('١١ تقييمًا')).toBeInTheDocument();
  });
});

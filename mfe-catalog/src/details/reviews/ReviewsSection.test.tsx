// The details page's reviews in English: the rule, the summary and distribution, each review as text with when the
// traveller went, the partner's reply, and filters, sort and pager as links to the page's address.
import { screen, within } from '@testing-library/react';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { ReviewsSection } from './ReviewsSection';
import { reviewsApi } from './reviewsApi';
import { makeReview, makeReviewPage } from './reviewFixtures';

jest.mock('./reviewsApi', () => ({ reviewsApi: { page: jest.fn() } }));
const api = jest.mocked(reviewsApi);
const experience = makeExperience({ id: 6 });
const renderSection = (search = '') =>
  renderAt(`/eventdetails/5${search}`, '/eventdetails/:eventId', <ReviewsSection experience={experience} />);

beforeEach(() => jest.clearAllMocks());

describe('ReviewsSection', () => {
  it('says who may review, sums the reviews up and shows each one as text', async () => {
    api.page.mockResolvedValue(
      makeReviewPage([
        makeReview({ reply: { text: 'Thank you, Hannah!', at: '2026-03-17T10:00:00.000Z' } }),
        makeReview({ id: 2, overall: 4, language: 'ar', text: 'رحلة رائعة', author: 'منى س.', helpful: 1 }),
      ]),
    );
    renderSection();
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(
      within(section).getByText('Only travellers whose ticket was scanned at the entrance can review'),
    ).toBeInTheDocument();
    expect(await within(section).findByText('3 reviews')).toBeInTheDocument();
    expect(within(section).getByText('4.3')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '4 stars: 2 reviews' })).toHaveAttribute(
      'href',
      '/eventdetails/5?reviewScore=4',
    );
    // Each number with its own plural, the stars too.
    expect(within(section).getByRole('link', { name: '1 star: 0 reviews' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '5 stars: 1 review' })).toBeInTheDocument();
    const hannah = within(section).getByRole('article', { name: 'Review by Hannah B.' });
    expect(within(hannah).getByText('went in March 2026')).toBeInTheDocument();
    // Text stays text: the markup a traveller typed is shown, never run.
    expect(
      within(hannah).getByText('Our guide Samir knew every carving. <b>Worth</b> the early start!'),
    ).toBeInTheDocument();
    expect(hannah.querySelector('b')).toBeNull();
    expect(within(hannah).getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
    expect(within(hannah).getByText('3 travellers found this helpful')).toBeInTheDocument();
    expect(within(hannah).getByText('Reply from Nile Horizon Tours')).toBeInTheDocument();
    expect(within(hannah).getByText('Thank you, Hannah!')).toBeInTheDocument();
    const mona = within(section).getByRole('article', { name: 'Review by منى س.' });
    expect(within(mona).getByText('رحلة رائعة')).toHaveAttribute('lang', 'ar');
    expect(within(mona).getByText('1 traveller found this helpful')).toBeInTheDocument();
    expect(api.page).toHaveBeenCalledWith(6, { sort: 'newest', page: 1 }, expect.any(AbortSignal));
  });

  it('reads the filters, sort and page from the address, and links to the others keeping the rest', async () => {
    api.page.mockResolvedValue(makeReviewPage([makeReview()], { page: 2, totalPages: 3, total: 11 }));
    renderSection('?date=2099-01-15&reviewLanguage=en&reviewSort=helpful&reviewPage=2');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await within(section).findByRole('article', { name: 'Review by Hannah B.' });
    expect(api.page).toHaveBeenCalledWith(6, { language: 'en', sort: 'helpful', page: 2 }, expect.any(AbortSignal));
    const language = within(section).getByRole('navigation', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(language).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/eventdetails/5?date=2099-01-15&reviewLanguage=ar&reviewSort=helpful',
    );
    const sort = within(section).getByRole('navigation', { name: 'Sort by' });
    expect(within(sort).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/eventdetails/5?date=2099-01-15&reviewLanguage=en',
    );
    const pager = within(section).getByRole('navigation', { name: 'Review pages' });
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/eventdetails/5?date=2099-01-15&reviewLanguage=en&reviewSort=helpful&reviewPage=3#reviews',
    );
  });

  it('says when there are no reviews yet, and when none match', async () => {
    api.page.mockResolvedValue(
      makeReviewPage([], { summary: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } }),
    );
    renderSection();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('Only travellers whose ticket was scanned at the entrance can review')).toBeInTheDocument();
  });
});

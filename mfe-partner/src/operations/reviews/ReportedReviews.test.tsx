import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '../../testing/fakeService';
import OperationsPage from '../OperationsPage';
import { renderPage } from '../../testing/renderPage';
import { operationsService, type OperationsServiceOptions } from '../testing/operationsService';
import { hiddenReview, reportedReview } from '../testing/reportedReviewsService';

let service: ReturnType<typeof operationsService>;
afterEach(() => service.restore());

async function open(options: OperationsServiceOptions = {}) {
  service = operationsService({ reviews: [reportedReview, hiddenReview], ...options });
  const user = userEvent.setup();
  await renderPage(<OperationsPage />, { path: '/operations' });
  const section = await screen.findByRole('region', { name: 'Reported reviews' });
  await within(section).findByRole('list', { name: 'Reported reviews' });
  return { user, section };
}

const decisions = () => service.sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);

describe('reported reviews on the operations page', () => {
  it('shows each review as text with its reports and whether it is shown', async () => {
    const { section } = await open();
    const sam = within(section).getByRole('article', { name: 'Review by Sam T. of Sunrise felucca' });
    expect(sam).toHaveTextContent('Shown');
    expect(within(sam).getByRole('img', { name: '1 out of 5' })).toBeInTheDocument();
    expect(sam).toHaveTextContent('Sam T. · went in April 2026');
    expect(within(sam).getByText('Call <i>this</i> number for a cheaper trip: 0100 000 0000.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(sam.querySelector('i')).toBeNull();
    const reports = within(sam).getByRole('list', { name: '2 reports' });
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 April 2026: Advertising', '5 April 2026: Spam with a phone number']);
    const mona = within(section).getByRole('article', { name: 'Review by منى س. of Karnak by night' });
    expect(mona).toHaveTextContent('Hidden');
    expect(mona).toHaveTextContent('Hidden because: Insults the guide by name');
    expect(within(mona).getByText('تجربة سيئة جدًا.')).toHaveAttribute('dir', 'rtl');
    expect(within(mona).getByRole('button', { name: 'Restore the review by منى س.' })).toBeInTheDocument();
  });

  it('hides one with the reason the rules require, then shows it hidden', async () => {
    const { user, section } = await open();
    await user.click(within(section).getByRole('button', { name: 'Hide the review by Sam T.' }));
    const form = within(section).getByRole('form', { name: 'Hide the review by Sam T.' });
    const send = within(form).getByRole('button', { name: 'Hide review' });
    expect(send).toBeDisabled();
    await user.type(within(form).getByLabelText('Reason'), '  Advertising a phone number  ');
    await user.click(send);
    const outcome = await within(section).findByText('The review by Sam T. is hidden.');
    // The card is drawn again (now hidden): the focus moves to the outcome rather than falling to the page.
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    const sam = within(section).getByRole('article', { name: 'Review by Sam T. of Sunrise felucca' });
    expect(await within(sam).findByText('Advertising a phone number')).toBeInTheDocument();
    expect(sam).toHaveTextContent('Hidden because: Advertising a phone number');
    expect(within(sam).getByRole('button', { name: 'Restore the review by Sam T.' })).toBeInTheDocument();
    expect(decisions()).toEqual([['/api/operations/reviews/61/hiding', { reason: 'Advertising a phone number' }]]);
  });

  it('restores a hidden one with a reason', async () => {
    const { user, section } = await open();
    await user.click(within(section).getByRole('button', { name: 'Restore the review by منى س.' }));
    const form = within(section).getByRole('form', { name: 'Restore the review by منى س.' });
    await user.type(within(form).getByLabelText('Reason'), 'The author apologised and edited nothing rude remains.');
    await user.click(within(form).getByRole('button', { name: 'Restore review' }));
    expect(await within(section).findByText('The review by منى س. is shown again.')).toBeInTheDocument();
    const mona = within(section).getByRole('article', { name: 'Review by منى س. of Karnak by night' });
    expect(within(mona).getByRole('button', { name: 'Hide the review by منى س.' })).toBeInTheDocument();
    expect(mona).not.toHaveTextContent('Hidden because');
    expect(decisions()).toEqual([
      ['/api/operations/reviews/60/restoring', { reason: 'The author apologised and edited nothing rude remains.' }],
    ]);
  });

  it('says a refusal in the form and keeps the reason', async () => {
    const { user, section } = await open({
      refuse: {
        'POST /api/operations/reviews/61/hiding': failure(409, 'REVIEW_STATE', 'This review is already hidden.'),
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Hide the review by Sam T.' }));
    const form = within(section).getByRole('form', { name: 'Hide the review by Sam T.' });
    const reason = within(form).getByLabelText('Reason');
    await user.type(reason, 'Spam');
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText('This review is already hidden.')).toBeInTheDocument();
    expect(reason).toHaveValue('Spam');
  });

  it('says when nothing is reported', async () => {
    service = operationsService({ reviews: [] });
    await renderPage(<OperationsPage />, { path: '/operations' });
    const section = await screen.findByRole('region', { name: 'Reported reviews' });
    expect(await within(section).findByText('No review is reported or hidden.')).toBeInTheDocument();
  });
});

describe('the reported reviews, a page at a time', () => {
  const five = [61, 62, 63, 64, 65].map((id) => ({
    ...reportedReview,
    id,
    experience: { id, name: `Listing ${id}` },
  }));

  it('links to the other pages with ?reviewsPage=N, keeping the applications’ status and page', async () => {
    service = operationsService({ reviews: five });
    await renderPage(<OperationsPage />, {
      path: '/operations',
      url: '/operations?status=approved&page=2&reviewsPage=2',
    });
    const section = await screen.findByRole('region', { name: 'Reported reviews' });
    await within(section).findByRole('list', { name: 'Reported reviews' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('article', { name: 'Review by Sam T. of Listing 63' })).toBeInTheDocument();
    expect(service.sent.some((r) => r.path.endsWith('/api/operations/reviews?page=2'))).toBe(true);
    const pager = within(section).getByRole('navigation', { name: 'Reported review pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'More recent reports' })).toHaveAttribute(
      'href',
      '/operations?status=approved&page=2&reviewsPage=1',
    );
    expect(within(pager).getByRole('link', { name: 'Earlier reports' })).toHaveAttribute(
      'href',
      '/operations?status=approved&page=2&reviewsPage=3',
    );
  });

  it('one page: no pager', async () => {
    await open();
    expect(screen.queryByRole('navigation', { name: 'Reported review pages' })).toBeNull();
  });
});

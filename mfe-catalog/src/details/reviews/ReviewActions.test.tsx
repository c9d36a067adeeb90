// "Helpful" and "Report" under a review: waiting (disabled, "One moment") on the server and the first render alike,
// a vote once with the new count, pressed again on a later visit, the service's refusal shown, a report with its
// reason, and sign-in links signed out.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { User } from '@kemet/contract';
import { ApiError, authStore, MemoryRouter } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { renderAt, withQueryClient } from '@kemet/tooling/testing';
import { ReviewActions } from './ReviewActions';
import { reviewsApi } from './reviewsApi';
import { makeReview } from './reviewFixtures';

jest.mock('./reviewsApi', () => ({
  reviewsApi: { page: jest.fn(), helpful: jest.fn(), helpfulVotes: jest.fn(), report: jest.fn() },
}));
const api = jest.mocked(reviewsApi);

const traveller: User = {
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'UId-1',
  isAdmin: false,
  rating: 0,
  createdAt: '',
  roles: [],
};
const review = makeReview({ id: 12, helpful: 3 });
const renderActions = () =>
  renderAt(
    '/tourdetails/4?date=2099-01-15',
    '/tourdetails/:tourId',
    <ReviewActions review={review} experienceId={4} />,
  );

beforeEach(() => {
  jest.clearAllMocks();
  authStore.signOut();
  api.helpfulVotes.mockResolvedValue({ reviewIds: [] });
});
afterAll(() => authStore.signOut());

describe('ReviewActions', () => {
  it('waits disabled with "One moment" on the server and while hydrating, without a mismatch, then is live', async () => {
    authStore.signIn(traveller);
    const page = () =>
      withQueryClient(
        <MemoryRouter initialEntries={['/tourdetails/4']}>
          <ReviewActions review={review} experienceId={4} />
        </MemoryRouter>,
        createQueryClient(),
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    for (const name of ['Helpful', 'Report']) {
      const button = within(container).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'One moment');
    }
    expect(within(container).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(container, page())));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(container).getByRole('button', { name: 'Helpful' })).toBeEnabled();
    expect(within(container).getByRole('button', { name: 'Report' })).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });

  it('signed in: "Helpful" votes once, shows the new count and stays pressed', async () => {
    authStore.signIn(traveller);
    api.helpful.mockResolvedValue({ helpful: 4 });
    renderActions();
    expect(screen.getByText('3 travellers found this helpful')).toBeInTheDocument();
    const helpful = screen.getByRole('button', { name: 'Helpful' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(helpful);
    expect(await screen.findByText('4 travellers found this helpful')).toBeInTheDocument();
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(helpful);
    expect(screen.getByText('You found this review helpful. Your vote is counted once.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.helpful).toHaveBeenCalledTimes(1);
    expect(api.helpful).toHaveBeenCalledWith(12);
  });

  it('signed in: a review voted for on an earlier visit shows pressed; pressed again, it says the vote is counted', async () => {
    authStore.signIn(traveller);
    api.helpfulVotes.mockResolvedValue({ reviewIds: [5, 12] });
    renderActions();
    expect(await screen.findByRole('button', { name: 'Helpful', pressed: true })).toBeInTheDocument();
    expect(api.helpfulVotes).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(screen.queryByText('You found this review helpful. Your vote is counted once.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(screen.getByText('You found this review helpful. Your vote is counted once.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByText('3 travellers found this helpful')).toBeInTheDocument();
    expect(api.helpful).not.toHaveBeenCalled();
  });

  it('signed in: another review’s vote leaves this one unpressed; signed out, no votes are asked for', async () => {
    authStore.signIn(traveller);
    api.helpfulVotes.mockResolvedValue({ reviewIds: [5] });
    const { unmount } = renderActions();
    await waitFor(() => expect(api.helpfulVotes).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
    unmount();
    authStore.signOut();
    jest.clearAllMocks();
    renderActions();
    expect(screen.getByRole('link', { name: 'Helpful' })).toBeInTheDocument();
    expect(api.helpfulVotes).not.toHaveBeenCalled();
  });

  it('signed in: a vote already counted leaves the count as the service gives it, still pressed', async () => {
    authStore.signIn(traveller);
    api.helpful.mockResolvedValue({ helpful: 3 });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(await screen.findByRole('button', { name: 'Helpful', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('3 travellers found this helpful')).toBeInTheDocument();
  });

  it('signed in: shows the service’s refusal and leaves "Helpful" unpressed', async () => {
    authStore.signIn(traveller);
    api.helpful.mockRejectedValue(new ApiError(404, 'REVIEW_NOT_FOUND', 'We could not find that review.'));
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that review.');
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 travellers found this helpful')).toBeInTheDocument();
  });

  it('signed in: "Report" asks for the reason, sends it and thanks the traveller', async () => {
    authStore.signIn(traveller);
    api.report.mockResolvedValue({ ok: true, message: 'Thank you. Our team will look at this review.' });
    renderActions();
    const report = screen.getByRole('button', { name: 'Report' });
    expect(report).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the reason');
    expect(screen.getByLabelText('Why are you reporting this review?')).toHaveAttribute('aria-invalid', 'true');
    expect(api.report).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Why are you reporting this review?'), '  Insults the guide  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will look at this review.')).toHaveAttribute('role', 'status');
    expect(api.report).toHaveBeenCalledWith(12, 'Insults the guide');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Why are you reporting this review?')).not.toBeInTheDocument();
  });

  it('signed in: a refused report keeps the form open with the service’s words', async () => {
    authStore.signIn(traveller);
    api.report.mockRejectedValue(
      new ApiError(429, 'RATE_LIMITED', 'Too many tries. Please wait a minute and try again.'),
    );
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.type(screen.getByLabelText('Why are you reporting this review?'), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait a minute and try again.');
    expect(screen.getByLabelText('Why are you reporting this review?')).toHaveValue('Spam');
  });

  it('signed out: "Helpful" and "Report" lead to sign in and back to this page', () => {
    renderActions();
    const back = `/signin?next=${encodeURIComponent('/tourdetails/4?date=2099-01-15')}`;
    expect(screen.getByRole('link', { name: 'Helpful' })).toHaveAttribute('href', back);
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('href', back);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

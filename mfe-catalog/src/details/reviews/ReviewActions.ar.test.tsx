// "Helpful" and "Report" in Arabic: the words, the count's plural after a vote, and the report form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@kemet/contract';
import { authStore } from '@kemet/platform';
import { inLanguage, renderAt } from '@kemet/tooling/testing';
import { ReviewActions } from './ReviewActions';
import { reviewsApi } from './reviewsApi';
import { makeReview } from './reviewFixtures';

jest.mock('./reviewsApi', () => ({
  reviewsApi: { page: jest.fn(), helpful: jest.fn(), helpfulVotes: jest.fn(), report: jest.fn() },
}));
const api = jest.mocked(reviewsApi);
const traveller = { id: 1, fullName: 'منى سالم', email: 'mona@example.com', roles: [] } as unknown as User;

beforeEach(async () => {
  jest.clearAllMocks();
  authStore.signOut();
  await inLanguage('ar');
  api.helpfulVotes.mockResolvedValue({ reviewIds: [] });
});
afterEach(() => inLanguage('en'));
afterAll(() => authStore.signOut());

describe('ReviewActions in Arabic', () => {
  it('votes with "مفيد", says the new count in Arabic and reports with a reason', async () => {
    authStore.signIn(traveller);
    api.helpful.mockResolvedValue({ helpful: 2 });
    api.report.mockResolvedValue({ ok: true, message: '' });
    renderAt(
      '/eventdetails/5',
      '/eventdetails/:eventId',
      <ReviewActions review={makeReview({ helpful: 1 })} experienceId={5} />,
    );
    expect(screen.getByText('وجده مسافر واحد مفيدًا')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'مفيد' }));
    expect(await screen.findByText('وجده مسافران مفيدًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مفيد' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'مفيد' }));
    expect(screen.getByText('وجدتَ هذا التقييم مفيدًا. يُحتسب صوتك مرة واحدة.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'إبلاغ' }));
    await userEvent.click(screen.getByRole('button', { name: 'أرسل البلاغ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اذكر السبب');
    await userEvent.type(screen.getByLabelText('لماذا تبلغ عن هذا التقييم؟'), 'إساءة');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل البلاغ' }));
    expect(await screen.findByText('شكرًا لك. سيراجع فريقنا هذا التقييم.')).toHaveAttribute('role', 'status');
  });
});

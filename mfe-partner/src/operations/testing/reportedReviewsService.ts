// Test helper: the reported reviews in the operations fake: the list, and hiding or restoring one (the same decision
// twice is 409 REVIEW_STATE, as the service says).
import type { ModeratedReview } from '@kemet/contract';
import { failure, type Reply, type SentRequest } from '../../testing/fakeService';

export const reportedReview: ModeratedReview = {
  id: 61,
  overall: 1,
  guide: 1,
  organisation: 2,
  value: 1,
  language: 'en',
  text: 'Call <i>this</i> number for a cheaper trip: 0100 000 0000.',
  author: 'Sam T.',
  wentAt: '2026-04-02T09:00:00Z',
  createdAt: '2026-04-03T09:00:00Z',
  helpful: 0,
  reply: null,
  experience: { id: 9, name: 'Sunrise felucca' },
  hidden: false,
  hiddenReason: null,
  reports: [
    { reason: 'Advertising', at: '2026-04-04T10:00:00Z' },
    { reason: 'Spam with a phone number', at: '2026-04-05T10:00:00Z' },
  ],
};

export const hiddenReview: ModeratedReview = {
  ...reportedReview,
  id: 60,
  language: 'ar',
  text: 'تجربة سيئة جدًا.',
  author: 'منى س.',
  experience: { id: 10, name: 'Karnak by night' },
  hidden: true,
  hiddenReason: 'Insults the guide by name',
  reports: [{ reason: 'Insulting', at: '2026-03-01T10:00:00Z' }],
};

/** The fake's page size: small, so a few rows make pages. */
export const REVIEWS_PAGE_SIZE = 2;

export function reportedReviews(request: SentRequest, key: string, rows: ModeratedReview[]): Reply | undefined {
  if (key === 'GET /api/operations/reviews') {
    const page = Number(new URL(request.path, 'http://kemet.test').searchParams.get('page') ?? 1);
    const items = rows.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE).map((r) => ({ ...r }));
    const totalPages = Math.ceil(rows.length / REVIEWS_PAGE_SIZE);
    return { status: 200, body: { items, page, pageSize: REVIEWS_PAGE_SIZE, total: rows.length, totalPages } };
  }
  const decision = /^POST \/api\/operations\/reviews\/(\d+)\/(hiding|restoring)$/.exec(key);
  if (!decision) return undefined;
  const row = rows.find((review) => review.id === Number(decision[1]));
  if (!row) return failure(404, 'NOT_FOUND', 'No review has this id.');
  const hide = decision[2] === 'hiding';
  if (row.hidden === hide)
    return failure(409, 'REVIEW_STATE', hide ? 'This review is already hidden.' : 'This review is not hidden.');
  const { reason } = request.body as { reason: string };
  Object.assign(row, { hidden: hide, hiddenReason: hide ? reason : null });
  return { status: 200, body: { id: row.id, hidden: hide } };
}

// Test helper: two reviews of the provider's experiences as GET /api/partner/reviews answers them (one in Arabic with
// a reply, one in English waiting for one), and the service's answer to a reply.
import type { PartnerReview } from '@kemet/contract';
import { failure, type Reply } from '../../../testing/fakeService';

export const waitingReview: PartnerReview = {
  id: 51,
  overall: 4,
  guide: 5,
  organisation: 3,
  value: 4,
  language: 'en',
  text: 'The sunrise over the Nile was <b>worth</b> the early start.',
  author: 'Hannah B.',
  wentAt: '2026-03-14T05:30:00Z',
  createdAt: '2026-03-16T10:00:00Z',
  helpful: 2,
  reply: null,
  experience: { id: 9, name: 'Sunrise felucca' },
};

export const repliedReview: PartnerReview = {
  id: 50,
  overall: 5,
  guide: 5,
  organisation: 5,
  value: 4,
  language: 'ar',
  text: 'رحلة جميلة ومرشد رائع يعرف تاريخ كل معبد.',
  author: 'منى س.',
  wentAt: '2026-02-07T08:00:00Z',
  createdAt: '2026-02-09T10:00:00Z',
  helpful: 0,
  reply: { text: 'Thank you, Mona! See you again.', at: '2026-02-10T09:00:00Z' },
  experience: { id: 10, name: 'Karnak by night' },
};

/** Page `page` of `totalPages` (20 a page), holding the two reviews. */
export const reviewPage = (page: number, totalPages: number): Reply => ({
  status: 200,
  body: { items: [waitingReview, repliedReview], page, pageSize: 20, total: 20 * totalPages - 18, totalPages },
});

export const reviewList = reviewPage(1, 1);

const { experience: _experience, ...waitingAsReview } = waitingReview;
export const replied = (text: string): Reply => ({
  status: 201,
  body: { ...waitingAsReview, reply: { text, at: '2026-11-29T10:00:00Z' } },
});

export const alreadyReplied = failure(409, 'ALREADY_REPLIED', 'This review already has your reply.');

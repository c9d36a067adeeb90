// Test helper: the data service's operations queue as a small in-memory list of applications behind the shared
// fakeService: pages of one status in the service's order, approval (with the owner's invitation) and rejection, 409
// for a decided one (`decideElsewhere` decides one behind the page's back); a test may replace any answer with `refuse`
// ("METHOD path"). Each answer is a copy, as JSON from
// the network would be.
import type { Listing, ModeratedReview, PartnerApplication } from '@kemet/contract';
import { failure, fakeService, type Reply, type SentRequest } from '../../testing/fakeService';
import { listingReview } from './listingReviewService';
import { reportedReviews } from './reportedReviewsService';

let nextId = 1;

export function application(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  const id = overrides.id ?? nextId++;
  return {
    id,
    businessName: 'Felucca Dawn',
    businessType: 'Tour operator',
    website: 'https://feluccadawn.example',
    address: '12 Corniche el-Nil, Aswan',
    email: 'amira@feluccadawn.example',
    phone: '+20 97 123 4567',
    whyPartner: 'We want to reach independent travellers.',
    servicesOffered: 'Sunrise felucca trips on the Nile.',
    additionalInfo: '',
    status: 'pending',
    createdAt: '2026-11-20T09:00:00Z',
    decidedAt: null,
    rejectionReason: null,
    providerId: null,
    ...overrides,
  };
}

export const felucca = application({ id: 7 });
export const sinai = application({
  id: 8,
  businessName: 'Sinai Stars Camp',
  businessType: 'Desert camp',
  website: 'https://sinaistars.example',
  address: 'Wadi Feiran, South Sinai',
  email: 'youssef@sinaistars.example',
  phone: '+20 69 555 0101',
  servicesOffered: 'Night walks and stargazing.',
  additionalInfo: 'We host groups of up to 30.',
  createdAt: '2026-11-22T16:30:00Z',
});
export const luxor = application({
  id: 3,
  businessName: 'Luxor Lanterns',
  email: 'nadia@luxorlanterns.example',
  status: 'rejected',
  createdAt: '2026-11-02T09:00:00Z',
  decidedAt: '2026-11-05T11:00:00Z',
  rejectionReason: 'We could not verify your tourism licence.',
});

export interface OperationsServiceOptions {
  applications?: PartnerApplication[];
  refuse?: Record<string, Reply>;
  /** Partners' listings in review. */
  listings?: Listing[];
  /** Reported and hidden reviews. */
  reviews?: ModeratedReview[];
}

export function operationsService({
  applications = [felucca, sinai, luxor],
  refuse = {},
  listings = [],
  reviews = [],
}: OperationsServiceOptions = {}) {
  const rows = applications.map((row) => ({ ...row }));
  const inReview = listings.map((listing) => ({ ...listing }));
  const moderated = reviews.map((review) => ({ ...review }));

  const decide = (
    id: number,
    change: Partial<PartnerApplication>,
  ): { refusal: Reply } | { row: PartnerApplication } => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return { refusal: failure(404, 'APPLICATION_NOT_FOUND', 'No partner application has this id.') };
    if (row.status !== 'pending')
      return { refusal: failure(409, 'ALREADY_DECIDED', `This application was already ${row.status}.`) };
    return { row: Object.assign(row, { decidedAt: '2026-11-29T10:00:00Z', ...change }) };
  };

  const handle = (request: SentRequest): Reply => {
    const url = new URL(request.path, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    if (refuse[key]) return refuse[key];
    const decision = /^\/api\/operations\/partner-applications\/(\d+)\/(approval|rejection)$/.exec(url.pathname);
    if (key === 'GET /api/operations/partner-applications') {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const matching = rows
        .filter((row) => !status || row.status === status)
        .sort((a, b) => (status === 'pending' ? a.id - b.id : b.id - a.id));
      return {
        status: 200,
        body: {
          items: matching.slice((page - 1) * pageSize, page * pageSize).map((row) => ({ ...row })),
          page,
          pageSize,
          total: matching.length,
          totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
        },
      };
    }
    if (request.method === 'POST' && decision?.[2] === 'approval') {
      const result = decide(Number(decision[1]), { status: 'approved', providerId: 40 });
      if ('refusal' in result) return result.refusal;
      const decided = result.row;
      return {
        status: 201,
        body: {
          application: { ...decided },
          provider: { id: 40, name: decided.businessName },
          invitation: {
            id: 90,
            email: decided.email,
            role: 'owner',
            createdAt: '2026-11-29T10:00:00Z',
            expiresAt: '2026-12-06T10:00:00Z',
          },
        },
      };
    }
    if (request.method === 'POST' && decision?.[2] === 'rejection') {
      const { reason } = request.body as { reason: string };
      const result = decide(Number(decision[1]), { status: 'rejected', rejectionReason: reason });
      return 'refusal' in result ? result.refusal : { status: 201, body: { application: { ...result.row } } };
    }
    const listingAnswer = listingReview(request, key, inReview);
    if (listingAnswer) return listingAnswer;
    const reviewAnswer = reportedReviews(request, key, moderated);
    if (reviewAnswer) return reviewAnswer;
    return failure(404, 'NOT_FOUND', `no ${key} in this fake`);
  };
  return {
    ...fakeService(handle),
    /** Someone else decides an application while the page shows it pending. */
    decideElsewhere: (id: number, status: 'approved' | 'rejected') => void decide(id, { status }),
  };
}

// Test helper: the service's listing endpoints as a small in-memory provider behind the shared fakeService. A save
// must name the listing's version (412 otherwise); `someoneSaves` changes a listing as another person would; a test
// may override any answer with `refuse`.
import type { Listing, PartnerMe } from '@kemet/contract';
import { failure, fakeService, type Reply, type SentRequest } from '../../../testing/fakeService';

/** As JSON from the network would be (jsdom has no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const PROVIDER = { id: 4, name: 'Nile Valley Journeys' };
export const PICTURE = `/api/media/uploads/${'a'.repeat(32)}.webp`;
export const OTHER_PICTURE = `/api/media/uploads/${'b'.repeat(32)}.webp`;

export const felucca: Listing = {
  id: 7,
  status: 'draft',
  version: 1,
  rejectionReason: null,
  kind: 'tour',
  nameEn: 'Sunrise felucca',
  nameAr: 'فلوكة الشروق',
  descriptionEn: 'Two quiet hours on the Nile at dawn.',
  descriptionAr: 'ساعتان هادئتان على النيل عند الفجر.',
  whatToBringEn: 'A warm jacket',
  whatToBringAr: 'سترة دافئة',
  governorate: 'Aswan',
  meetingPointEn: 'Corniche dock 4',
  meetingPointAr: 'مرسى الكورنيش ٤',
  latitude: 24.0889,
  longitude: 32.8997,
  images: [PICTURE],
  provider: PROVIDER,
  updatedAt: '2026-11-28T10:00:00Z',
};

export interface ListingsServiceOptions {
  listings?: Listing[];
  refuse?: Record<string, Reply>;
}

export function listingsService({ listings = [felucca], refuse = {} }: ListingsServiceOptions = {}) {
  const store = new Map(listings.map((listing) => [listing.id, copy(listing)]));
  const me: PartnerMe = {
    provider: PROVIDER,
    role: 'owner',
    user: { id: 11, fullName: 'Amina Farouk', email: 'amina@nilevalley.example' },
  };
  const answer = (listing: Listing, status = 200): Reply => ({
    status,
    body: copy(listing),
    headers: { etag: `"${listing.version}"` },
  });
  const notFound = failure(404, 'LISTING_NOT_FOUND', 'We could not find that listing.');

  const handle = (request: SentRequest): Reply => {
    const url = new URL(request.path, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    if (refuse[key]) return refuse[key];
    const one = /^\/api\/partner\/listings\/(\d+)(\/submission)?$/.exec(url.pathname);
    const listing = one ? store.get(Number(one[1])) : undefined;
    switch (true) {
      case key === 'GET /api/partner/me':
        return { status: 200, body: me };
      case key === 'GET /api/partner/listings':
        return { status: 200, body: { items: [...store.values()].reverse().map((l) => copy(l)) } };
      case key === 'POST /api/partner/listings': {
        const created: Listing = {
          ...felucca,
          ...(request.body as Omit<Listing, 'kind'>),
          id: 100 + store.size,
          status: 'draft',
          version: 1,
        };
        store.set(created.id, created);
        return answer(created, 201);
      }
      case key === 'POST /api/partner/listing-images':
        return { status: 201, body: { url: OTHER_PICTURE, width: 1200, height: 900 } };
      case !listing:
        return notFound;
      case request.method === 'GET':
        return answer(listing);
      case request.method === 'PUT': {
        if (request.headers.get('if-match') !== `"${listing.version}"`)
          return {
            status: 412,
            body: {
              error: { code: 'LISTING_CHANGED', message: 'Someone else saved this listing after you opened it.' },
              current: copy(listing),
            },
          };
        Object.assign(listing, request.body, { version: listing.version + 1 });
        return answer(listing);
      }
      case key.endsWith('/submission'):
        Object.assign(listing, { status: 'in_review', version: listing.version + 1, rejectionReason: null });
        return answer(listing);
      default:
        return failure(404, 'NOT_FOUND', `no ${key} in this fake`);
    }
  };
  const service = fakeService(handle);
  return {
    ...service,
    /** Another person's save: their changes, the next version. */
    someoneSaves: (id: number, changes: Partial<Listing>) => {
      const listing = store.get(id)!;
      Object.assign(listing, changes, { version: listing.version + 1 });
    },
    stored: (id: number) => store.get(id),
  };
}

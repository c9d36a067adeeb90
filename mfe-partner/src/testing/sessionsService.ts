// Test helper: the partner fake (partnerService.ts) with a listing's schedule, Today and a session's manifest: the
// Felucca at sunset, today at 17:00 Cairo with its gate open, two bookings, one checked in. `refuse` still overrides
// any answer by "METHOD path".
import type { Manifest, PartnerSchedule, PartnerSession } from '@kemet/contract';
import type { Reply } from './fakeService';
import { partnerService, type PartnerServiceOptions } from './partnerService';

export const sunset: PartnerSession = {
  id: 501,
  experience: { id: 77, name: 'Felucca at sunset' },
  startsAt: '2099-11-29T15:00:00.000Z',
  endsAt: '2099-11-29T16:30:00.000Z',
  status: 'open',
  origin: 'rule',
  cancellationReason: null,
  capacity: 12,
  sold: 3,
  held: 1,
  left: 8,
  tickets: 3,
  checkedIn: 2,
  gateOpen: true,
};

export const tomorrow: PartnerSession = {
  ...sunset,
  id: 502,
  startsAt: '2099-11-30T15:00:00.000Z',
  endsAt: '2099-11-30T16:30:00.000Z',
  sold: 0,
  held: 0,
  left: 12,
  tickets: 0,
  checkedIn: 0,
  gateOpen: false,
};

export const manifest: Manifest = {
  session: sunset,
  items: [
    {
      reference: 'KMT-7F3K2Q',
      traveller: 'Nour Hassan',
      lines: [
        { label: 'Foreign adult', quantity: 1, proof: 'passport' },
        { label: 'Egyptian student', quantity: 1, proof: 'student_card' },
      ],
      tickets: 2,
      checkedIn: 2,
    },
    {
      reference: 'KMT-9QW2RT',
      traveller: 'Tom Becker',
      lines: [{ label: 'Foreign adult', quantity: 1, proof: 'passport' }],
      tickets: 1,
      checkedIn: 0,
    },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
  totalPages: 1,
};

export const schedule: PartnerSchedule = {
  experience: { id: 77, name: 'Felucca at sunset', kind: 'tour', currency: 'EGP', upcomingSessions: 2 },
  rules: [{ weekday: 5, time: '17:00', durationMinutes: 90, capacity: 12, bookingCutoffMinutes: 30 }],
  closures: [
    { id: 3, from: '2026-12-24', to: '2026-12-25', reason: 'Nile level warning', createdAt: '2026-11-20T10:00:00Z' },
  ],
  categories: [
    {
      id: 7,
      code: 'adult',
      residency: 'foreign',
      label: 'Foreign adult',
      minAge: 12,
      maxAge: null,
      proof: 'passport',
      takesPlace: true,
      price: 450,
      currency: 'EGP',
      sold: true,
    },
  ],
  sessions: [sunset, tomorrow],
};

export function sessionsService({ refuse = {}, ...options }: PartnerServiceOptions = {}) {
  const answers: Record<string, Reply> = {
    'GET /api/partner/today': { status: 200, body: { today: '2026-11-29', items: [sunset, tomorrow] } },
    'GET /api/partner/experiences': { status: 200, body: { items: [schedule.experience] } },
    'GET /api/partner/experiences/77/schedule': { status: 200, body: schedule },
    'GET /api/partner/sessions/501/manifest': { status: 200, body: manifest },
    'PUT /api/partner/experiences/77/schedule/rules': { status: 200, body: schedule },
    'POST /api/partner/experiences/77/sessions': { status: 201, body: { session: tomorrow } },
    'PATCH /api/partner/sessions/501': { status: 200, body: { session: { ...sunset, capacity: 20, left: 16 } } },
    'POST /api/partner/sessions/501/cancellation': {
      status: 200,
      body: { session: { ...sunset, status: 'cancelled' }, bookingsCancelled: 2 },
    },
  };
  return partnerService({ ...options, refuse: { ...answers, ...refuse } });
}

// Test helper: the data service's partner endpoints as a small in-memory provider (people, invitations, gate keys, an
// audit log), behind the shared fakeService; a test may override any answer with `refuse`. Each answer is a copy, as
// JSON from the network would be.
import type { AuditEntry, GateKeyMeta, PartnerMe, PartnerRole } from '@kemet/contract';
import type { OpenInvitation, StaffMember } from '../api/partnerApi';
import { failure, fakeService, type Reply, type SentRequest } from './fakeService';

export const PROVIDER = { id: 4, name: 'Nile Valley Journeys' };
export const amina: StaffMember = {
  userId: 11,
  fullName: 'Amina Farouk',
  email: 'amina@nilevalley.example',
  role: 'owner',
  since: '2026-10-02T09:00:00Z',
};
export const karim: StaffMember = {
  userId: 12,
  fullName: 'Karim Saleh',
  email: 'karim@nilevalley.example',
  role: 'staff',
  since: '2026-11-05T09:00:00Z',
};
export const waiting: OpenInvitation = {
  id: 31,
  email: 'layla@example.com',
  role: 'staff',
  createdAt: '2026-11-27T10:00:00Z',
  expiresAt: '2026-12-04T10:00:00Z',
};
export const ISSUED_KEY = 'kgk_Zx81nQ0r5TfV2bWc9LmA4yHe7sJu3DpK';

const entry = (id: number, action: string, after: unknown = null): AuditEntry => ({
  id,
  at: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T12:00:00Z`,
  actor: { id: amina.userId, fullName: amina.fullName, email: amina.email },
  providerId: PROVIDER.id,
  action,
  entity: 'partner_invitation',
  entityId: String(id),
  before: null,
  after,
});

export interface PartnerServiceOptions {
  role?: PartnerRole;
  /** Audit entries, newest first (paged by 20 as the service does). */
  audit?: AuditEntry[];
  /** Answers that replace the provider's own, by "METHOD path". */
  refuse?: Record<string, Reply>;
}

export function partnerService({ role = 'owner', audit, refuse = {} }: PartnerServiceOptions = {}) {
  const reader = role === 'owner' ? amina : karim;
  const me: PartnerMe = {
    provider: PROVIDER,
    role,
    user: { id: reader.userId, fullName: reader.fullName, email: reader.email },
  };
  const members = [amina, karim];
  const invitations = [waiting];
  const keys: GateKeyMeta[] = [{ id: 2, createdAt: '2026-11-01T08:00:00Z', revokedAt: null, live: true }];
  const log = audit ?? [
    entry(2, 'invitation.created', { email: waiting.email, role: 'staff' }),
    entry(1, 'gate_key.issued'),
  ];
  const ownerOnly = (answer: () => Reply): Reply =>
    role === 'owner' ? answer() : failure(403, 'NOT_OWNER', 'Only the provider’s owner can do this.');

  const handle = (request: SentRequest): Reply => {
    const url = new URL(request.path, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    if (refuse[key]) return refuse[key];
    const removal = /^\/api\/partner\/staff\/(\d+)$/.exec(url.pathname);
    const withdrawal = /^\/api\/partner\/staff\/invitations\/(\d+)$/.exec(url.pathname);
    switch (true) {
      case key === 'GET /api/partner/me':
        return { status: 200, body: me };
      case key === 'GET /api/partner/staff':
        return ownerOnly(() => ({ status: 200, body: { items: [...members], invitations: [...invitations] } }));
      case key === 'POST /api/partner/staff/invitations':
        return ownerOnly(() => {
          const { email, role: invited } = request.body as { email: string; role: PartnerRole };
          const invitation = { ...waiting, id: 40 + invitations.length, email, role: invited };
          invitations.push(invitation);
          return { status: 201, body: { invitation } };
        });
      case request.method === 'DELETE' && withdrawal !== null:
        return ownerOnly(() => {
          invitations.splice(
            invitations.findIndex((i) => i.id === Number(withdrawal[1])),
            1,
          );
          return { status: 204 };
        });
      case request.method === 'DELETE' && removal !== null:
        return ownerOnly(() => {
          members.splice(
            members.findIndex((m) => m.userId === Number(removal[1])),
            1,
          );
          return { status: 204 };
        });
      case key === 'GET /api/partner/gate-keys':
        return ownerOnly(() => ({ status: 200, body: { items: keys.map((k) => ({ ...k })) } }));
      case key === 'POST /api/partner/gate-keys':
        return ownerOnly(() => {
          for (const k of keys) if (k.live) Object.assign(k, { live: false, revokedAt: '2026-11-29T09:00:00Z' });
          keys.unshift({ id: 3, createdAt: '2026-11-29T09:00:00Z', revokedAt: null, live: true });
          return { status: 201, body: { id: 3, key: ISSUED_KEY, createdAt: '2026-11-29T09:00:00Z' } };
        });
      case key === 'DELETE /api/partner/gate-keys/current':
        return ownerOnly(() => {
          for (const k of keys) if (k.live) Object.assign(k, { live: false, revokedAt: '2026-11-29T10:00:00Z' });
          return { status: 204 };
        });
      case key === 'GET /api/partner/audit':
        return ownerOnly(() => {
          const page = Number(url.searchParams.get('page') ?? 1);
          const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
          return {
            status: 200,
            body: {
              items: log.slice((page - 1) * pageSize, page * pageSize),
              page,
              pageSize,
              total: log.length,
              totalPages: Math.max(1, Math.ceil(log.length / pageSize)),
            },
          };
        });
      // The overview's Today section (sessions/TodaySection.tsx): a provider with no session ahead.
      case key === 'GET /api/partner/today':
        return { status: 200, body: { today: '2026-11-29', items: [] } };
      default:
        return failure(404, 'NOT_FOUND', `no ${key} in this fake`);
    }
  };
  return fakeService(handle);
}

export { entry as auditEntry };

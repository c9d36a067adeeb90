// The partner workspace's calls to the data service (api/src/routes/partner.ts, partnerInvitations.ts).
import { apiRequest } from '@kemet/platform';
import type {
  AuditList,
  GateKeyMeta,
  InvitationPreview,
  PartnerMe,
  PartnerRole,
  StaffList,
  User,
} from '@kemet/contract';
import type { InvitationAcceptanceInput, StaffInvitationInput } from '@kemet/contract/forms';

export type StaffMember = StaffList['items'][number];
export type OpenInvitation = StaffList['invitations'][number];

/** A gate key as issued: its plaintext `key` is in this answer only. */
export interface IssuedGateKey {
  id: number;
  key: string;
  createdAt: string;
}

export interface Membership {
  user: User;
  provider: { id: number; name: string };
  role: PartnerRole;
}

const invitationPath = (token: string) => `/partner/invitations/${encodeURIComponent(token)}`;

export const partnerApi = {
  me: () => apiRequest<PartnerMe>('/partner/me'),
  staff: () => apiRequest<StaffList>('/partner/staff'),
  invite: (input: StaffInvitationInput) =>
    apiRequest<{ invitation: OpenInvitation }>('/partner/staff/invitations', { method: 'POST', body: input }),
  withdrawInvitation: (id: number) => apiRequest<void>(`/partner/staff/invitations/${id}`, { method: 'DELETE' }),
  removeMember: (userId: number) => apiRequest<void>(`/partner/staff/${userId}`, { method: 'DELETE' }),
  gateKeys: () => apiRequest<{ items: GateKeyMeta[] }>('/partner/gate-keys'),
  issueGateKey: () => apiRequest<IssuedGateKey>('/partner/gate-keys', { method: 'POST' }),
  revokeGateKey: () => apiRequest<void>('/partner/gate-keys/current', { method: 'DELETE' }),
  audit: (page: number) => apiRequest<AuditList>(`/partner/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`),
  invitation: (token: string) => apiRequest<InvitationPreview>(invitationPath(token)),
  acceptInvitation: (token: string, input: Partial<InvitationAcceptanceInput>) =>
    apiRequest<Membership>(`${invitationPath(token)}/acceptance`, { method: 'POST', body: input }),
};

export const AUDIT_PAGE_SIZE = 20;

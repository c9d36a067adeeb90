// Kemet operations' calls to the data service (api/src/routes/operations.ts): the queue of partner applications, a page
// of one status at a time, and their decisions.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { PartnerApplication, PartnerApplicationList } from '@kemet/contract';
import type { RejectionInput } from '@kemet/contract/forms';

export type ApplicationStatus = PartnerApplication['status'];

/** What an approval made: the provider, and the owner's invitation mailed to the applicant. */
export interface Approval {
  application: PartnerApplication;
  provider: { id: number; name: string };
  invitation: { id: number; email: string; role: 'owner' | 'staff'; createdAt: string; expiresAt: string };
}

export const APPLICATIONS_PAGE_SIZE = 20;
const applicationPath = (id: number) => `/operations/partner-applications/${id}`;

export const operationsApi = {
  applications: (status: ApplicationStatus, page: number) =>
    apiRequest<PartnerApplicationList>(
      `/operations/partner-applications${toQueryString({ status, page, pageSize: APPLICATIONS_PAGE_SIZE })}`,
    ),
  approve: (id: number) => apiRequest<Approval>(`${applicationPath(id)}/approval`, { method: 'POST' }),
  reject: (id: number, input: RejectionInput) =>
    apiRequest<{ application: PartnerApplication }>(`${applicationPath(id)}/rejection`, {
      method: 'POST',
      body: input,
    }),
};

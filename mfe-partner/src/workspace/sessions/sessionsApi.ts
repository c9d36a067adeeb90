// The schedule and session calls of the partner workspace (api/src/routes/partnerSessions.ts).
import { apiRequest } from '@kemet/platform';
import type {
  Manifest,
  PartnerCategory,
  PartnerClosure,
  PartnerExperience,
  PartnerSchedule,
  PartnerSession,
  PartnerToday,
  WeeklyRule,
} from '@kemet/contract';
import type { CategoryInput, ClosureInput, OneOffSessionInput } from '@kemet/contract/forms';

export const MANIFEST_PAGE_SIZE = 50;
const experience = (id: number) => `/partner/experiences/${id}`;
const session = (id: number) => `/partner/sessions/${id}`;

/** The CSV of a session's manifest: a plain link, the browser downloads it. */
export const manifestCsvHref = (sessionId: number) => `/api${session(sessionId)}/manifest.csv`;

export const sessionsApi = {
  experiences: () => apiRequest<{ items: PartnerExperience[] }>('/partner/experiences'),
  schedule: (experienceId: number) => apiRequest<PartnerSchedule>(`${experience(experienceId)}/schedule`),
  replaceRules: (experienceId: number, rules: WeeklyRule[]) =>
    apiRequest<PartnerSchedule>(`${experience(experienceId)}/schedule/rules`, { method: 'PUT', body: { rules } }),
  addSession: (experienceId: number, input: OneOffSessionInput) =>
    apiRequest<{ session: PartnerSession }>(`${experience(experienceId)}/sessions`, { method: 'POST', body: input }),
  addClosure: (experienceId: number, input: ClosureInput) =>
    apiRequest<{ closure: PartnerClosure; sessionsCancelled: number; bookingsCancelled: number }>(
      `${experience(experienceId)}/closures`,
      { method: 'POST', body: input },
    ),
  addCategory: (experienceId: number, input: CategoryInput) =>
    apiRequest<PartnerCategory>(`${experience(experienceId)}/categories`, { method: 'POST', body: input }),
  updateCategory: (experienceId: number, categoryId: number, input: CategoryInput) =>
    apiRequest<PartnerCategory>(`${experience(experienceId)}/categories/${categoryId}`, { method: 'PUT', body: input }),
  deleteCategory: (experienceId: number, categoryId: number) =>
    apiRequest<void>(`${experience(experienceId)}/categories/${categoryId}`, { method: 'DELETE' }),
  today: (days: number) => apiRequest<PartnerToday>(`/partner/today?days=${days}`),
  manifest: (sessionId: number, q: string, page: number) =>
    apiRequest<Manifest>(
      `${session(sessionId)}/manifest?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), pageSize: String(MANIFEST_PAGE_SIZE) })}`,
    ),
  changeCapacity: (sessionId: number, capacity: number) =>
    apiRequest<{ session: PartnerSession }>(session(sessionId), { method: 'PATCH', body: { capacity } }),
  cancel: (sessionId: number, reason: string) =>
    apiRequest<{ session: PartnerSession; bookingsCancelled: number }>(`${session(sessionId)}/cancellation`, {
      method: 'POST',
      body: { reason },
    }),
};

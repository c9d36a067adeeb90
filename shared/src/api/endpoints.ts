// Typed calls to the data service, grouped by resource. Remotes call these instead of building URLs.
import { apiRequest } from './apiClient';
import type {
  AccountSession,
  Booking,
  DevMailbox,
  BookingRequest,
  EventQuery,
  Experience,
  LocationCount,
  Page,
  ProviderCount,
  RevokedSessions,
  User,
} from '@kemet/contract';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  ContactMessageInput,
  NewsletterInput,
  PartnerApplicationInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SignInInput,
  SignUpInput,
} from '@kemet/contract/forms';

function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface FormReceipt {
  ok: true;
  message: string;
}

export const eventsApi = {
  list: (query: EventQuery = {}, signal?: AbortSignal) => apiRequest<Page<Experience>>(`/events${toQueryString(query)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${id}`, { signal }),
  locations: (signal?: AbortSignal) => apiRequest<LocationCount[]>('/locations', { signal }),
  providers: (signal?: AbortSignal) => apiRequest<ProviderCount[]>('/providers', { signal }),
};

export const accountApi = {
  signUp: (input: SignUpInput) => apiRequest<{ user: User }>('/users', { method: 'POST', body: input }),
  signIn: (input: SignInInput) => apiRequest<{ user: User }>('/sessions', { method: 'POST', body: input }),
  me: () => apiRequest<{ user: User }>('/me'),
  signOut: () => apiRequest<void>('/sessions/current', { method: 'DELETE' }),
  changePassword: (input: ChangePasswordInput) => apiRequest<RevokedSessions>('/me/password', { method: 'PUT', body: input }),
  changeEmail: (input: ChangeEmailInput) => apiRequest<{ user: User }>('/me/email', { method: 'PUT', body: input }),
  sessions: () => apiRequest<{ items: AccountSession[] }>('/me/sessions'),
  revokeSession: (id: string) => apiRequest<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () => apiRequest<RevokedSessions>('/me/sessions/others', { method: 'DELETE' }),
  requestPasswordReset: (input: PasswordResetRequestInput) => apiRequest<FormReceipt>('/password-reset-requests', { method: 'POST', body: input }),
  resetPassword: (input: PasswordResetInput) => apiRequest<FormReceipt>('/password-resets', { method: 'POST', body: input }),
  devMailbox: () => apiRequest<DevMailbox>('/dev/mailbox'),
};

export const bookingsApi = {
  create: (request: BookingRequest, idempotencyKey: string) =>
    apiRequest<{ booking: Booking }>('/bookings', { method: 'POST', body: request, headers: { 'idempotency-key': idempotencyKey } }),
  listMine: () => apiRequest<{ items: Booking[] }>('/bookings'),
  cancel: (id: number) => apiRequest<{ booking: Booking }>(`/bookings/${id}/cancel`, { method: 'POST', body: {} }),
};

export const formsApi = {
  contact: (input: ContactMessageInput) => apiRequest<FormReceipt>('/contact-messages', { method: 'POST', body: input }),
  partnerApplication: (input: PartnerApplicationInput) => apiRequest<FormReceipt>('/partner-applications', { method: 'POST', body: input }),
  newsletter: (input: NewsletterInput) => apiRequest<FormReceipt>('/newsletter-subscriptions', { method: 'POST', body: input }),
};

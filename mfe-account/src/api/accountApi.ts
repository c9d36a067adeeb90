// The account's calls to the data service: sign-up and sign-in, the account itself, its sessions, password resets.
import { apiRequest } from '@kemet/platform';
import type { AccountSession, DevMailbox, FormReceipt, RevokedSessions, User } from '@kemet/contract';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SignInInput,
  SignUpInput,
} from '@kemet/contract/forms';

export const accountApi = {
  signUp: (input: SignUpInput) => apiRequest<{ user: User }>('/users', { method: 'POST', body: input }),
  signIn: (input: SignInInput) => apiRequest<{ user: User }>('/sessions', { method: 'POST', body: input }),
  me: () => apiRequest<{ user: User }>('/me'),
  changePassword: (input: ChangePasswordInput) =>
    apiRequest<RevokedSessions>('/me/password', { method: 'PUT', body: input }),
  changeEmail: (input: ChangeEmailInput) => apiRequest<{ user: User }>('/me/email', { method: 'PUT', body: input }),
  sessions: () => apiRequest<{ items: AccountSession[] }>('/me/sessions'),
  revokeSession: (id: string) => apiRequest<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () => apiRequest<RevokedSessions>('/me/sessions/others', { method: 'DELETE' }),
  requestPasswordReset: (input: PasswordResetRequestInput) =>
    apiRequest<FormReceipt>('/password-reset-requests', { method: 'POST', body: input }),
  resetPassword: (input: PasswordResetInput) =>
    apiRequest<FormReceipt>('/password-resets', { method: 'POST', body: input }),
  devMailbox: () => apiRequest<DevMailbox>('/dev/mailbox'),
};

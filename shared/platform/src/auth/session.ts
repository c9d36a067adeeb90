// Session actions that talk to the server and then update the shared store.
import type { User } from '@kemet/contract';
import { ApiError, apiRequest } from '../api/apiClient';
import { authStore } from './authStore';

let confirming: Promise<void> | undefined;

/**
 * At start: a stored userToken means logged in (docs/product/rules.md#sessions); the server then confirms, with the
 * account's roles, or the hint is cleared. A page that needs the account while it is unconfirmed asks again: callers
 * at the same time share one request.
 */
export function confirmSession(): Promise<void> {
  confirming ??= confirm().finally(() => {
    confirming = undefined;
  });
  return confirming;
}

async function confirm(): Promise<void> {
  // No hint, nothing to confirm: asking anyway answers 401, which the browser logs as a console error.
  if (!authStore.getState().loggedIn) return;
  try {
    const { user } = await apiRequest<{ user: User }>('/me');
    authStore.signIn(user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (authStore.getState().loggedIn) authStore.signOut();
    }
    // Network trouble keeps the hint: the next request will tell.
  }
}

export async function signOut(): Promise<void> {
  try {
    await apiRequest<void>('/sessions/current', { method: 'DELETE' });
  } finally {
    authStore.signOut();
  }
}

// Who a page request comes from, for the header the server renders: the data service's answer to GET /api/me with the
// request's session cookie. Without a session cookie the visitor is surely signed out and nothing is asked. An answer
// that does not come within its budget, or fails, leaves the page signed out: the browser then shows the account, as
// before the server knew it.
import type { User } from '@kemet/contract';
import { SESSION_COOKIES } from '@kemet/contract';
import type { Viewer } from '@kemet/platform';
import { cookieValue } from '@kemet/platform/i18n/languages';
import { SIGNED_OUT_VIEWER } from '@kemet/platform/server-render/renderer';

/** How long the server waits for the data service to confirm a session. */
export const SESSION_CHECK_BUDGET_MS = 300;

/** Whether the request carries a session cookie: without one the visitor is surely signed out. */
export const carriesSession = (cookie: string | undefined) =>
  SESSION_COOKIES.some((name) => cookieValue(cookie, name) !== undefined);

export async function sessionViewer(apiOrigin: string, cookie: string | undefined): Promise<Viewer> {
  if (!cookie || !carriesSession(cookie)) return SIGNED_OUT_VIEWER;
  try {
    const response = await fetch(`${apiOrigin}/api/me`, {
      headers: { cookie, accept: 'application/json' },
      signal: AbortSignal.timeout(SESSION_CHECK_BUDGET_MS),
    });
    if (!response.ok) return SIGNED_OUT_VIEWER;
    const { user } = (await response.json()) as { user: User };
    return { loggedIn: true, roles: user.roles };
  } catch {
    return SIGNED_OUT_VIEWER;
  }
}

// Test accounts: unique emails, sign-up through the API, sign-in through the API or the /signin page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  fullName: string;
  email: string;
  password: string;
  /** Filled in once the server created the account. */
  UId?: string;
}

let counter = 0;

/** An email no other test (or earlier run against the same database) has used. */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return { fullName: 'Nour Hassan', email: uniqueEmail(), password: 'Lotus-Papyrus-42', ...overrides };
}

/**
 * Creates an account through POST /api/users. Pass `page.request` to share the page's cookies (the new
 * session, if the API opens one), or the `api` fixture for a separate cookie jar.
 */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = newUser(overrides);
  const response = await request.post('/api/users', {
    data: { fullName: user.fullName, email: user.email, password: user.password },
  });
  expect(response.status(), `sign-up of ${user.email}: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { user: { UId: string } };
  return { ...user, UId: body.user.UId };
}

/**
 * Signs the page in without the UI: a session cookie through page.request (same cookie jar as the page)
 * and the UId under localStorage.userToken, as the account remote does. Navigate afterwards.
 */
export async function signInViaApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/sessions', { data: { email: user.email, password: user.password } });
  expect(response.status(), `sign-in of ${user.email}: ${await response.text()}`).toBe(200);
  const { user: signedIn } = (await response.json()) as { user: { UId: string } };
  await page.addInitScript((uid) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('userToken', uid);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, signedIn.UId);
}

/** Signs in through the account remote's form at /signin (the page must show it). */
export async function signInViaUi(page: Page, user: TestUser): Promise<void> {
  const form = page.getByRole('form', { name: /^sign in$/i });
  await form.getByLabel(/email/i).fill(user.email);
  await form.getByLabel(/password/i).fill(user.password);
  await form.getByRole('button', { name: /^sign in$/i }).click();
}

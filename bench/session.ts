// A bench user: created once through the API, signed in for the pages that need a session.
import type { BrowserContext } from 'playwright-core';

export const BENCH_USER = {
  fullName: 'Bench Traveller',
  email: `bench-${Date.now()}@kemet.example`,
  password: 'lotus-papyrus-2027',
};

export async function createBenchUser(origin: string): Promise<void> {
  const response = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (response.status !== 201 && response.status !== 409) throw new Error(`bench sign-up answered ${response.status}`);
}

/**
 * Signs the context in through the API so its cookie jar and localStorage look like a signed-in visitor's (the bench
 * traveller unless another account is given).
 */
export async function signInContext(
  context: BrowserContext,
  origin: string,
  account: { email: string; password: string } = BENCH_USER,
): Promise<void> {
  const response = await context.request.post(`${origin}/api/sessions`, {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`bench sign-in answered ${response.status()}`);
  const { user } = (await response.json()) as { user: { UId: string } };
  await context.addInitScript((uid) => window.localStorage.setItem('userToken', uid), user.UId);
}

// Environment shared by every stack the suite starts: a fresh PGlite folder (or E2E_DATABASE_URL) and relaxed rate
// limits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new empty PGlite folder, removed by the caller's teardown. */
export function freshPgliteDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `kemet-e2e-${label}-`));
}

export function stackEnv(pgliteDir: string): NodeJS.ProcessEnv {
  const database = process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATABASE_URL: '' };
  return {
    ...database,
    PGLITE_DIR: pgliteDir,
    // Many specs sign up, sign in, book and send forms from 127.0.0.1 within a minute; the limits themselves are tested
    // in api/.
    SIGNUP_LIMIT_PER_IP: '10000',
    SIGNIN_LIMIT_PER_IP: '10000',
    SIGNIN_LIMIT_PER_ACCOUNT: '1000',
    SIGNIN_BACKOFF_AFTER: '1000',
    BOOKING_LIMIT_PER_USER: '10000',
    BOOKING_LIMIT_PER_IP: '10000',
    HOLD_LIMIT_PER_USER: '10000',
    HOLD_LIMIT_PER_IP: '10000',
    // Every spec's browser holds and prices from 127.0.0.1: the address's ceilings would count the whole run.
    HELD_PLACES_PER_IP: '100000',
    QUOTE_LIMIT_PER_IP: '100000',
    DECLINE_LIMIT_PER_USER: '10000',
    DECLINE_LIMIT_PER_IP: '10000',
    DECLINE_LIMIT_PER_DEVICE: '10000',
    DECLINE_LIMIT_PER_CARD: '10000',
    // No session asks for proof of work however full of holds, so specs that hold places do not solve one each
    // (tests/checkout/fair-limits.spec.ts and tests/platform/form-limits.spec.ts are the pages solving).
    POW_HELD_SHARE: '1',
    FORM_LIMIT_PER_IP: '10000',
    INVITATION_LIMIT_PER_IP: '10000',
    // The seed's sessions are months away: the gate specs check tickets in as if on the day.
    CHECKIN_OPENS_HOURS_BEFORE: '20000',
  };
}

export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

// The dev stack's notices of what the API seeds at first start with secrets a human needs: the provider gate keys
// (provider-keys.json) and the operations account (operations-account.json), written into its data directory once;
// the stack prints each once, in a block a human can copy from.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PROVIDER_KEYS_FILE = 'provider-keys.json';
export const OPERATIONS_ACCOUNT_FILE = 'operations-account.json';
const POLL_MS = 500;
const GIVE_UP_MS = 5 * 60_000;

export interface SeededKey {
  provider: string;
  key: string;
}

export interface SeededOperationsAccount {
  email: string;
  password: string;
}

export function formatProviderKeys(keys: SeededKey[], file: string): string {
  const width = Math.max(...keys.map((k) => k.provider.length));
  return [
    '',
    '──── Provider gate keys (printed at first start only; kept in ' + file + ') ────',
    ...keys.map((k) => `  ${k.provider.padEnd(width)}  ${k.key}`),
    '  Use one at /gate, or as "Authorization: Bearer <key>" on POST /api/checkins.',
    '',
  ].join('\n');
}

export function formatOperationsAccount(account: SeededOperationsAccount, file: string): string {
  return [
    '',
    '──── Kemet operations account (printed at first start only; kept in ' + file + ') ────',
    `  ${account.email}  ${account.password}`,
    '  Sign in with it to decide partner applications (/api/operations/partner-applications).',
    '',
  ].join('\n');
}

/**
 * When dataDir has no such file yet (a first start), waits for the API to write it and prints it once. An existing
 * file means it was printed before: nothing is printed. Returns a function that stops waiting.
 */
function announceOnFirstStart<T>(
  file: string,
  format: (seeded: T, file: string) => string,
  print: (text: string) => void,
) {
  if (existsSync(file)) return () => {};
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started > GIVE_UP_MS) return clearInterval(timer);
    if (!existsSync(file)) return;
    try {
      const seeded = JSON.parse(readFileSync(file, 'utf8')) as T;
      clearInterval(timer);
      print(format(seeded, file));
    } catch {
      // Caught mid-write: the next tick reads it whole.
    }
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The provider keys, printed once when the API first writes them. */
export function announceProviderKeysOnFirstStart(
  dataDir: string,
  print: (text: string) => void = console.log,
): () => void {
  return announceOnFirstStart(path.join(dataDir, PROVIDER_KEYS_FILE), formatProviderKeys, print);
}

/** The operations account, printed once when the API first writes it. */
export function announceOperationsAccountOnFirstStart(
  dataDir: string,
  print: (text: string) => void = console.log,
): () => void {
  return announceOnFirstStart(path.join(dataDir, OPERATIONS_ACCOUNT_FILE), formatOperationsAccount, print);
}

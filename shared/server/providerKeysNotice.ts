// The dev stack's notice of the provider gate keys: the API writes provider-keys.json into its data directory when it
// first seeds them; the stack prints them once, in a block a human can copy from.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PROVIDER_KEYS_FILE = 'provider-keys.json';
const GIVE_UP_MS = 5 * 60_000;

export interface SeededKey {
  provider: string;
  key: string;
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

/**
 * When dataDir has no keys file yet (a first start), waits for the API to write it and prints the keys once. An
 * existing file means the keys were printed before: nothing is printed. Returns a function that stops waiting.
 */
export function announceProviderKeysOnFirstStart(dataDir: string, print: (text: string) => void = console.log, pollMs = 500): () => void {
  const file = path.join(dataDir, PROVIDER_KEYS_FILE);
  if (existsSync(file)) return () => {};
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started > GIVE_UP_MS) return clearInterval(timer);
    if (!existsSync(file)) return;
    try {
      const keys = JSON.parse(readFileSync(file, 'utf8')) as SeededKey[];
      clearInterval(timer);
      print(formatProviderKeys(keys, file));
    } catch {
      // Caught mid-write: the next tick reads it whole.
    }
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}

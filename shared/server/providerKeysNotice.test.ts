/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  announceOperationsAccountOnFirstStart,
  announceProviderKeysOnFirstStart,
  OPERATIONS_ACCOUNT_FILE,
  PROVIDER_KEYS_FILE,
} from './providerKeysNotice';

const NILE_KEY = `kmt_pk_${'a'.repeat(43)}`;
const GIZA_KEY = `kmt_pk_${'b'.repeat(43)}`;
const KEYS = [
  { provider: 'Nile Cruises Co.', key: NILE_KEY },
  { provider: 'Giza Tours', key: GIZA_KEY },
];

describe('the provider keys notice of the dev stack', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kemet-notice-'));
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('at first start, prints every provider with its key once the API has written the file', () => {
    const printed: string[] = [];
    const stop = announceProviderKeysOnFirstStart(dataDir, (text) => printed.push(text));
    jest.advanceTimersByTime(2_000);
    expect(printed).toEqual([]);
    writeFileSync(path.join(dataDir, PROVIDER_KEYS_FILE), JSON.stringify(KEYS));
    jest.advanceTimersByTime(2_000);
    stop();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(path.join(dataDir, PROVIDER_KEYS_FILE));
    expect(printed[0]).toMatch(new RegExp(`Nile Cruises Co\\.\\s+${NILE_KEY}`));
    expect(printed[0]).toMatch(new RegExp(`Giza Tours\\s+${GIZA_KEY}`));
  });

  test('on a later start (the file is already there) prints nothing', () => {
    writeFileSync(path.join(dataDir, PROVIDER_KEYS_FILE), JSON.stringify(KEYS));
    const printed: string[] = [];
    const stop = announceProviderKeysOnFirstStart(dataDir, (text) => printed.push(text));
    jest.advanceTimersByTime(2_000);
    stop();
    expect(printed).toEqual([]);
  });

  test('prints the operations account once the API has written it, and not on a later start', () => {
    const printed: string[] = [];
    const stop = announceOperationsAccountOnFirstStart(dataDir, (text) => printed.push(text));
    writeFileSync(
      path.join(dataDir, OPERATIONS_ACCOUNT_FILE),
      JSON.stringify({ email: 'operations@kemet.local', password: 'p4ssw0rd-from-the-seed' }),
    );
    jest.advanceTimersByTime(2_000);
    stop();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/operations@kemet\.local\s+p4ssw0rd-from-the-seed/);
    const later: string[] = [];
    announceOperationsAccountOnFirstStart(dataDir, (text) => later.push(text))();
    expect(later).toEqual([]);
  });
});

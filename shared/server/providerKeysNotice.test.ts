/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { announceProviderKeysOnFirstStart, PROVIDER_KEYS_FILE } from './providerKeysNotice';

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
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('at first start, prints every provider with its key once the API has written the file', async () => {
    const printed: string[] = [];
    const stop = announceProviderKeysOnFirstStart(dataDir, (text) => printed.push(text), 10);
    writeFileSync(path.join(dataDir, PROVIDER_KEYS_FILE), JSON.stringify(KEYS));
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(path.join(dataDir, PROVIDER_KEYS_FILE));
    expect(printed[0]).toMatch(new RegExp(`Nile Cruises Co\\.\\s+${NILE_KEY}`));
    expect(printed[0]).toMatch(new RegExp(`Giza Tours\\s+${GIZA_KEY}`));
  });

  test('on a later start (the file is already there) prints nothing', async () => {
    writeFileSync(path.join(dataDir, PROVIDER_KEYS_FILE), JSON.stringify(KEYS));
    const printed: string[] = [];
    const stop = announceProviderKeysOnFirstStart(dataDir, (text) => printed.push(text), 10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(printed).toEqual([]);
  });
});

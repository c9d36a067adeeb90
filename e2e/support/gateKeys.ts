// The seeded providers' gate keys, which the API writes at first start into its data folder (api/README.md, "The
// gate").
import fs from 'node:fs';
import path from 'node:path';

interface SeededKey {
  provider: string;
  key: string;
}

/** The gate key of a seeded provider, read from the suite's stack's data folder. */
export function seededGateKey(provider: string): string {
  const dir = process.env.E2E_PGLITE_DIR;
  if (!dir) throw new Error('E2E_PGLITE_DIR is unset: the suite did not start its own stack');
  const keys = JSON.parse(fs.readFileSync(path.join(dir, 'provider-keys.json'), 'utf8')) as SeededKey[];
  const found = keys.find((entry) => entry.provider === provider);
  if (!found) throw new Error(`no seeded gate key for ${provider}`);
  return found.key;
}

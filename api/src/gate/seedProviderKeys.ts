// First start: every provider that never had a gate key gets one. The plaintext keys are written once to
// provider-keys.json in the data directory (git-ignored, mode 0600) and logged once; the database keeps only hashes.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, notExists, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providerKeys, providers } from '../db/schema.js';
import { issueProviderKey } from './providerKeys.js';

export const PROVIDER_KEYS_FILE = 'provider-keys.json';

export interface SeededKey {
  provider: string;
  key: string;
}

export interface SeedKeysOptions {
  /** The PGlite data directory when the data is on disk; without one the keys are only logged. */
  dataDir?: string;
  log?: { info(details: object, message: string): void };
}

/** Issues the missing keys and returns them (none once every provider has or had a key). */
export async function seedProviderKeys(db: Db, { dataDir, log }: SeedKeysOptions = {}): Promise<SeededKey[]> {
  return db.transaction(async (tx) => {
    const keyless = await tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(
        notExists(
          tx.select({ id: providerKeys.id }).from(providerKeys).where(eq(providerKeys.providerId, providers.id)),
        ),
      )
      .orderBy(asc(providers.id));
    const seeded: SeededKey[] = [];
    for (const provider of keyless)
      seeded.push({ provider: provider.name, key: (await issueProviderKey(tx, provider.id)).key });
    if (seeded.length === 0) return seeded;
    const file = dataDir ? path.join(dataDir, PROVIDER_KEYS_FILE) : undefined;
    // Written before the keys commit: a failed write rolls them back, and the next start issues them again.
    if (file) await writeFile(file, `${JSON.stringify(seeded, null, 2)}\n`, { mode: 0o600 });
    log?.info(
      { event: 'provider_keys_seeded', file: file ?? null, keys: seeded },
      'provider gate keys issued: logged this once',
    );
    return seeded;
  });
}

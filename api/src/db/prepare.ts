// What a database needs before the API serves from it: migrations, the seed, provider keys, a local run's operations
// account, generated sessions and, with a catalogue seeded on this start, the seed's reviews.
import { notifyContentChanged } from '../catalog/placeChanges.js';
import { seedProviderKeys, type SeedKeysOptions } from '../gate/seedProviderKeys.js';
import { seedOperationsAccount, type SeedOperationsOptions } from '../partners/seedOperationsAccount.js';
import { seedFxRatesIfEmpty } from '../seed/fxRates.js';
import { seedReviewsIfEmpty } from '../seed/reviews.js';
import { seedIfEmpty } from '../seed/seed.js';
import { seedTranslations } from '../seed/translations.js';
import { generateSessions } from '../sessions/generate.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

export type PrepareOptions = SeedKeysOptions & SeedOperationsOptions;

export async function prepareDatabase(database: Database, keys: PrepareOptions = {}): Promise<void> {
  await database.withSetupLock(async (db) => {
    await runMigrations(db);
    const seeded = await seedIfEmpty(db);
    await seedTranslations(db);
    await seedFxRatesIfEmpty(db);
    await seedProviderKeys(db, keys);
    await seedOperationsAccount(db, keys);
    await generateSessions(db);
    // Only alongside a catalogue seeded on this start: a real database, or one whose reviews were deleted, gets none.
    if (seeded) await seedReviewsIfEmpty(db);
    // Other instances' caches: a seed, a migration or new translations change what they show.
    await notifyContentChanged(db);
  });
}

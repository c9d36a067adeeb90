// Applies the committed SQL migrations (src/db/migrations) with drizzle's migrator, one code path for both drivers.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';

type Dialect = { migrate(migrations: unknown, session: unknown, config: unknown): Promise<void> };

export async function runMigrations(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both PgliteDatabase and NodePgDatabase expose dialect + session; drizzle's own migrate() helpers do exactly this.
  const internal = db as unknown as { dialect: Dialect; session: unknown };
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder });
}

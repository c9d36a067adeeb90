// Applies the committed SQL migrations (src/db/migrations) with drizzle's migrator. PGlite is reached through
// node-postgres too (client.ts), so node-postgres's migrator serves both databases.
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';

export async function runMigrations(db: Db, folder: string = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}

// Operator scripts open the database the server would (DATABASE_URL, else PGlite in PGLITE_DIR) and close it after.
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from './client.js';

/**
 * Runs fn on the configured database. PGlite serves one process at a time: stop the API before running a script on it.
 */
export async function withCliDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig());
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** Prints the message and ends the script with status 1 (a usage or lookup error, not a crash). */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

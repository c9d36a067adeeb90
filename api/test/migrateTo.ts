// A database left at an older migration, for tests of what the next migrations do to the data already there.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, type Db } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

/** Applies the first `count` committed migrations the way the app does, so the real migrator later applies the rest. */
export async function migrateTo(db: Db, count: number): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kemet-migrations-'));
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, count);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await runMigrations(db, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

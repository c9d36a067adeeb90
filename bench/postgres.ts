// A PostgreSQL database of the bench's own for the API's second mode: on DATABASE_URL's server when it is set, else
// on 127.0.0.1:5432 (trust auth); null when neither answers.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const CANDIDATES = ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres'];

export async function scratchPostgresForBench(): Promise<{ url: string; drop(): Promise<void> } | null> {
  for (const adminUrl of [process.env.DATABASE_URL, ...CANDIDATES].filter((url): url is string => !!url)) {
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    const name = `kemet_bench_${randomBytes(4).toString('hex')}`;
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
    } catch {
      continue;
    } finally {
      await admin.end().catch(() => {});
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  return null;
}

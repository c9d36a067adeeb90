// At start: where this deployment's ticket keys come from (environment, data directory or this process), loaded and
// made active.
import { mkdir } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { loadKeyring, useKeyring, type Keyring } from './keyring.js';

/**
 * TICKET_SIGNING_KEY when set; else ticket-keys.json in PGLITE_DIR (with DATABASE_URL too: api/.data by default, which
 * every instance of a deployment must share, hence the warning); an in-memory database gets a key for this process.
 */
export async function startKeyring(config: Config, log: FastifyBaseLogger): Promise<Keyring> {
  const inMemory = config.pgliteDir.startsWith('memory://');
  const dataDir = config.ticketSigningKey || inMemory ? undefined : config.pgliteDir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const { keyring, shared } = await loadKeyring({
    signingKey: config.ticketSigningKey,
    verifyKeys: config.ticketVerifyKeys,
    dataDir,
  });
  if (!shared) {
    log.warn(
      'TICKET_SIGNING_KEY is not set and the database is in memory: tickets are signed with a key of this process only',
    );
  } else if (config.databaseUrl && !config.ticketSigningKey) {
    log.warn(
      `TICKET_SIGNING_KEY is not set: tickets are signed with the key in ${dataDir}; every instance of a deployment must share one key, or tickets of one fail on another's JWKS`,
    );
  }
  useKeyring(keyring);
  return keyring;
}

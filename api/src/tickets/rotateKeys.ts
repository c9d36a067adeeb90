// `npm run ticket-keys:rotate -w api`: a new current key in PGLITE_DIR/ticket-keys.json; the old one keeps verifying.
import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { KEYS_FILE, rotateKeyFile } from './keyring.js';

const config = loadConfig();
if (config.ticketSigningKey) {
  console.error(
    'TICKET_SIGNING_KEY is set: rotate by setting a new one and moving the old public JWK into TICKET_VERIFY_KEYS (api/README.md, E-tickets).',
  );
  process.exit(1);
}
await mkdir(config.pgliteDir, { recursive: true });
const { previousKid, kid } = await rotateKeyFile(config.pgliteDir);
console.log(
  `${KEYS_FILE}: tickets are now signed with ${kid}; ${previousKid} keeps verifying. Restart every instance to use the new key.`,
);

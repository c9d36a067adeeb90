// `npm run provider-key -w api -- issue|revoke "<provider name>"`: a provider's gate key, printed once when issued.
import { fail, withCliDatabase } from '../db/cliDatabase.js';
import { issueProviderKey, providerByName, revokeProviderKey } from './providerKeys.js';

const USAGE = 'Usage: npm run provider-key -w api -- issue "<provider name>" | revoke "<provider name>"';
const [command, name] = process.argv.slice(2);
if ((command !== 'issue' && command !== 'revoke') || !name) fail(USAGE);

await withCliDatabase(async (db) => {
  const provider = await providerByName(db, name);
  if (!provider) fail(`No provider is named "${name}".`);
  if (command === 'issue') {
    const { key } = await issueProviderKey(db, provider.id);
    console.log(`New gate key of ${provider.name} (shown once; any earlier key no longer works):\n${key}`);
  } else {
    const revoked = await revokeProviderKey(db, provider.id);
    console.log(revoked ? `The gate key of ${provider.name} is revoked.` : `${provider.name} had no live gate key.`);
  }
});

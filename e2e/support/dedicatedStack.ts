// A private stack for one spec file (another port offset), for tests that stop, slow or move servers.
import path from 'node:path';
import type { AppName } from '@kemet/server/stack';
import { AppProcesses } from './appProcesses';
import { E2E_OFFSET, portsAt } from './ports';
import { freshPgliteDir, removeDir, stackEnv } from './stackEnv';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface DedicatedStack {
  apps: AppProcesses;
  /** The shell's origin: use it as baseURL (test.use({ baseURL })) or in page.goto. */
  origin: string;
  teardown(): Promise<void>;
}

/**
 * Starts `apps` on `offset`. Apps not started are taken from the main e2e stack (its remotes and API),
 * so a file that only needs its own shell and catalog starts just those. `env` goes to every app started
 * here (e.g. CATALOG_URL for the shell).
 */
export async function startDedicatedStack(
  offset: number,
  apps: AppName[],
  env: NodeJS.ProcessEnv = {},
): Promise<DedicatedStack> {
  const main = portsAt(E2E_OFFSET);
  const own = portsAt(offset);
  const urlOf = (app: AppName) => `http://localhost:${apps.includes(app) ? own[app] : main[app]}`;
  const pgliteDir = freshPgliteDir(`stack-${offset}`);
  const processes = new AppProcesses({
    offset,
    env: {
      ...stackEnv(pgliteDir),
      API_URL: apps.includes('api') ? `http://127.0.0.1:${own.api}` : `http://127.0.0.1:${main.api}`,
      CATALOG_URL: urlOf('catalog'),
      MAP_URL: urlOf('map'),
      ACCOUNT_URL: urlOf('account'),
      CHECKOUT_URL: urlOf('checkout'),
      PARTNER_URL: urlOf('partner'),
      ...env,
    },
  });
  try {
    await processes.startAll(apps);
  } catch (error) {
    await processes.stopAll();
    removeDir(pgliteDir);
    throw error;
  }
  return {
    apps: processes,
    origin: `http://localhost:${own.shell}`,
    teardown: async () => {
      await processes.stopAll();
      removeDir(pgliteDir);
    },
  };
}

// Starts the whole built stack (api, shell, five remotes) on E2E_PORT_OFFSET before the suite; returns its teardown.
import { AppProcesses } from './appProcesses';
import { E2E_OFFSET } from './ports';
import { freshPgliteDir, removeDir, stackEnv } from './stackEnv';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {}; // a stack someone else runs
  const pgliteDir = freshPgliteDir('main');
  // The specs' workers inherit it: the gate's seeded keys are written there (support/gateKeys.ts).
  process.env.E2E_PGLITE_DIR = pgliteDir;
  const stack = new AppProcesses({ offset: E2E_OFFSET, env: stackEnv(pgliteDir) });
  const started = Date.now();
  try {
    await stack.startAll(['api', 'shell', 'catalog', 'map', 'account', 'checkout', 'partner']);
  } catch (error) {
    await stack.stopAll();
    removeDir(pgliteDir);
    throw error;
  }
  console.log(
    `[e2e] stack up on offset ${E2E_OFFSET} (shell ${stack.ports.shell}, api ${stack.ports.api}) in ${Date.now() - started} ms`,
  );
  return async () => {
    await stack.stopAll();
    removeDir(pgliteDir);
  };
}

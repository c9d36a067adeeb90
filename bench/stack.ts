// Starts the built stack on its own ports for the benchmark and waits until every app answers.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import waitOn from 'wait-on';
import { APP_DIRS, startStack, stackPorts, type AppName } from '../shared/server/stack';

// Its own ports, 9000 above the developer's stack (KEMET_PORT_OFFSET), so a bench never measures a running stack.
export const BENCH_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 9000 + Number(process.env.KEMET_PORT_OFFSET ?? 0));

export const FRONTS = ['shell', 'catalog', 'map', 'account', 'checkout', 'partner'] as const;
export type Front = (typeof FRONTS)[number];

/**
 * The data service and the built front ends named (every one by default; the shell alone for the API's path through
 * its /api proxy; none for sections that only call the API).
 */
export async function startBenchStack(
  env: NodeJS.ProcessEnv = {},
  { fronts = FRONTS }: { fronts?: readonly Front[] } = {},
) {
  const ports = stackPorts(BENCH_OFFSET);
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'kemet-bench-'));
  const apps: AppName[] = ['api', ...fronts];
  const stack = startStack({ offset: BENCH_OFFSET, apps, env: { PGLITE_DIR: pgliteDir, LOG_LEVEL: 'warn', ...env } });
  const exited = stack.result.then(
    () => undefined,
    () => undefined,
  );
  // Resolves once every server has exited, so a bench that fails and exits leaves no server behind.
  const stop = async () => {
    stack.commands.forEach((command) => command.kill('SIGTERM'));
    await exited;
  };
  try {
    const frontsUp = fronts.map((app) => `http-get://localhost:${ports[app]}/remotes.json`);
    await waitOn({
      resources: [`http-get://127.0.0.1:${ports.api}/api/ready`, ...frontsUp],
      timeout: 60_000,
      proxy: false,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const origin = `http://localhost:${ports.shell}`;
  return {
    ports,
    origin,
    shellOrigin: fronts.includes('shell') ? origin : undefined,
    apiOrigin: `http://127.0.0.1:${ports.api}`,
    dataDir: pgliteDir,
    stop,
  };
}

/**
 * The built file behind a URL the stack served, e.g. http://localhost:17081/remoteEntry.js →
 * mfe-catalog/dist/remoteEntry.js.
 */
export function builtFileOf(url: string, ports: Record<AppName, number>): string {
  const { port, pathname } = new URL(url);
  const app = (Object.keys(ports) as AppName[]).find((name) => String(ports[name]) === port);
  if (!app) throw new Error(`${url} is not served by the bench's stack`);
  return path.join(__dirname, '..', APP_DIRS[app], 'dist', decodeURIComponent(pathname));
}

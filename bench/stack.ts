// Starts the built stack on its own ports for the benchmark and waits until every app answers.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, stackPorts } from '../shared/server/stack';

export const BENCH_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 9000);

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export async function startBenchStack(env: NodeJS.ProcessEnv = {}) {
  const ports = stackPorts(BENCH_OFFSET);
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'kemet-bench-'));
  const stack = startStack({ offset: BENCH_OFFSET, env: { PGLITE_DIR: pgliteDir, LOG_LEVEL: 'warn', ...env } });
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
    await waitFor(`http://127.0.0.1:${ports.api}/api/ready`);
    await Promise.all(
      (['shell', 'catalog', 'map', 'account', 'checkout'] as const).map((app) => waitFor(`http://localhost:${ports[app]}/remotes.json`)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, origin: `http://localhost:${ports.shell}`, apiOrigin: `http://127.0.0.1:${ports.api}`, stop };
}

// Runs Kemet apps (api, shell, remotes) as separate child processes that can be stopped and started one by one.
import { spawn, type ChildProcess } from 'node:child_process';
import waitOn from 'wait-on';
import { DEFAULT_REMOTE_NAMES, type RuntimeConfig } from '@kemet/server/runtimeConfig';
import { appCommand, stackPorts, STACK_REMOTES, type AppName } from '@kemet/server/stack';

export interface AppProcessesOptions {
  offset: number;
  /** Extra environment for every app (e.g. PGLITE_DIR, DATABASE_URL, CATALOG_URL). */
  env?: NodeJS.ProcessEnv;
  /** Extra environment for one app only. */
  appEnv?: Partial<Record<AppName, NodeJS.ProcessEnv>>;
  /** Print the apps' output (E2E_VERBOSE=1 does it too). */
  verbose?: boolean;
}

// A fresh PGlite API migrates and seeds before it is ready: about 45 s alone, past a minute with other specs' browsers
// on the same two cores (a file's private API starts while the suite runs).
const READY_TIMEOUT_MS = 150_000;
const live = new Set<ChildProcess>();

// Never leave servers behind, even when the runner dies early.
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** The URL that answers 200 once an app can serve. */
export function readinessUrl(app: AppName, offset: number): string {
  const port = stackPorts(offset)[app];
  return app === 'api' ? `http://127.0.0.1:${port}/api/ready` : `http://localhost:${port}/`;
}

/** Resolves once url answers 2xx; rejects after timeoutMs, or at once when `exited` (the server's exit) comes first. */
export async function waitForUrl(
  url: string,
  timeoutMs = READY_TIMEOUT_MS,
  exited: Promise<unknown> = new Promise(() => undefined),
): Promise<void> {
  const ready = waitOn({
    resources: [url.replace(/^http:/, 'http-get:')],
    timeout: timeoutMs,
    httpTimeout: 2_000,
    headers: { accept: 'text/html' },
    proxy: false,
  });
  await Promise.race([
    ready,
    exited.then(() => Promise.reject(new Error(`the server for ${url} exited before it was ready`))),
  ]);
}

/**
 * Resolves once the shell's runtime config (/remotes.json, as each page inlines it) carries the manifest of every
 * remote in `remotes`: a shell that started before a remote answered learns of it on a later request, and a stack is
 * ready only when its routes are.
 */
export async function waitForShellToKnow(
  shellOrigin: string,
  remotes: readonly string[],
  timeoutMs = READY_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { manifests = {} } = (await fetch(new URL('/remotes.json', shellOrigin)).then((r) =>
      r.json(),
    )) as RuntimeConfig;
    const unknown = remotes.filter((remote) => !manifests[remote]);
    if (unknown.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the shell at ${shellOrigin} never saw the manifest of ${unknown.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function waitForPortClosed(url: string, timeoutMs = 10_000): Promise<void> {
  const { hostname, port } = new URL(url);
  await waitOn({ resources: [`tcp:${hostname}:${port}`], reverse: true, timeout: timeoutMs, interval: 100 });
}

/** Refuse to start on a port something already answers on: the suite would silently test someone else's server. */
async function assertPortFree(app: AppName, offset: number): Promise<void> {
  const url = readinessUrl(app, offset);
  const answered = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(
      `${url} already answers: another stack (another e2e run?) uses offset ${offset}. Stop it or set E2E_PORT_OFFSET.`,
    );
}

export class AppProcesses {
  private readonly children = new Map<AppName, ChildProcess>();

  constructor(private readonly options: AppProcessesOptions) {}

  get ports(): Record<AppName, number> {
    return stackPorts(this.options.offset);
  }

  isRunning(app: AppName): boolean {
    const child = this.children.get(app);
    return !!child && child.exitCode === null && child.signalCode === null;
  }

  /** Starts one app (no-op if it runs) and waits until it answers. */
  async start(app: AppName): Promise<void> {
    if (this.isRunning(app)) return;
    await assertPortFree(app, this.options.offset);
    const { command, cwd, env } = appCommand(app, this.options.offset, {
      LOG_LEVEL: 'warn',
      ...this.options.env,
      ...this.options.appEnv?.[app],
    });
    const child = spawn(command, { cwd, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    live.add(child);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    void exited.then(() => live.delete(child));
    const verbose = this.options.verbose ?? process.env.E2E_VERBOSE === '1';
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      if (verbose) process.stdout.write(`[${app}:${this.ports[app]}] ${text}`);
      tail.push(text);
      if (tail.length > 40) tail.shift();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.children.set(app, child);
    try {
      await waitForUrl(readinessUrl(app, this.options.offset), READY_TIMEOUT_MS, exited);
    } catch (error) {
      await this.stop(app);
      throw new Error(`${app} did not start: ${String(error)}\n--- its output ---\n${tail.join('')}`);
    }
  }

  async startAll(apps: AppName[]): Promise<void> {
    // The API first: the others proxy to it, and PGlite's first start (migrations, seed) is the slowest.
    if (apps.includes('api')) await this.start('api');
    await Promise.all(apps.filter((app) => app !== 'api').map((app) => this.start(app)));
    // A test that lists the remotes itself (REMOTES) may hold one back on purpose: the stack then waits for the four
    // every configuration has.
    const remotes = this.options.env?.REMOTES ? DEFAULT_REMOTE_NAMES : STACK_REMOTES;
    if (apps.includes('shell')) await waitForShellToKnow(readinessUrl('shell', this.options.offset), remotes);
  }

  /** Stops one app (SIGTERM, then SIGKILL after 5 s) and waits until its port refuses connections. */
  async stop(app: AppName): Promise<void> {
    const child = this.children.get(app);
    this.children.delete(app);
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await waitForPortClosed(readinessUrl(app, this.options.offset));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.children.keys()].map((app) => this.stop(app)));
  }
}

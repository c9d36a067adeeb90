// Runs the whole Kemet stack (data service, shell, five remotes) as child processes: used by `npm run serve` and the
// e2e suite, and with --dev by `npm run dev` (each front end then rebuilds on save: devApp.ts).
import './requireSupportedNode';
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  createConcurrently,
  KillOnSignal,
  KillOthers,
  LogError,
  LogExit,
  Logger,
  LogOutput,
  type ConcurrentlyResult,
} from 'concurrently';
import { announceOperationsAccountOnFirstStart, announceProviderKeysOnFirstStart } from './providerKeysNotice';
import { announceWhenReady } from './readyNotice';
import { DEFAULT_PORTS, DEFAULT_REMOTE_NAMES, defaultPort } from './runtimeConfig';

export type AppName = keyof typeof DEFAULT_PORTS;
export const APP_DIRS: Record<AppName, string> = {
  api: 'api',
  shell: 'shell',
  catalog: 'mfe-catalog',
  map: 'mfe-map',
  account: 'mfe-account',
  checkout: 'mfe-checkout',
  partner: 'mfe-partner',
};
const ENTRY: Record<AppName, string> = {
  api: 'src/server.ts',
  shell: 'server.ts',
  catalog: 'server.ts',
  map: 'server.ts',
  account: 'server.ts',
  checkout: 'server.ts',
  partner: 'server.ts',
};

const ROOT = path.resolve(__dirname, '../..');

/**
 * The remotes the stack's shell composes: the four every configuration lists, and the partner workspace, which joins
 * by runtime config alone (REMOTES and PARTNER_URL), as any other team's remote would.
 */
export const STACK_REMOTES: readonly string[] = [...DEFAULT_REMOTE_NAMES, 'partner'];

export function stackPorts(offset = 0): Record<AppName, number> {
  const env = { KEMET_PORT_OFFSET: String(offset) };
  return Object.fromEntries(Object.keys(DEFAULT_PORTS).map((app) => [app, defaultPort(app as AppName, env)])) as Record<
    AppName,
    number
  >;
}

/**
 * Who may name the client to each app: the API trusts the stack's front-end servers, whose /api proxies reach it
 * from 127.0.0.1; they in turn trust nobody, as browsers reach them directly. Per-IP limits then count travellers.
 */
const STACK_TRUST_PROXY: Record<AppName, string> = {
  api: '127.0.0.1',
  shell: '',
  catalog: '',
  map: '',
  account: '',
  checkout: '',
  partner: '',
};

/** Environment one app of the stack runs with. */
export function appEnv(app: AppName, offset = 0, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const ports = stackPorts(offset);
  return {
    ...process.env,
    KEMET_PORT_OFFSET: String(offset),
    API_URL: `http://127.0.0.1:${ports.api}`,
    PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(ROOT, 'api', offset ? `.data-${offset}` : '.data'),
    TRUST_PROXY: STACK_TRUST_PROXY[app],
    // A newcomer's stack shows the API's map at /api/docs; deployments leave it off.
    API_DOCS: 'true',
    ...(app === 'shell'
      ? {
          REMOTES: process.env.REMOTES ?? STACK_REMOTES.join(','),
          PARTNER_URL: process.env.PARTNER_URL ?? `http://localhost:${ports.partner}`,
        }
      : {}),
    // A local stack sends no mail: the account page shows the newest one (api/README.md), with links to this shell.
    ...(app === 'api'
      ? {
          DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
          PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${ports.shell}`,
        }
      : {}),
    ...extra,
    PORT: String(ports[app]),
  };
}

/** What runs an app under `npm run dev`: its build in watch mode, then its server (the API has no build). */
const DEV_ENTRY: Record<AppName, string> = {
  api: ENTRY.api,
  shell: '../shared/server/devApp.ts --restart-on-build',
  catalog: '../shared/server/devApp.ts',
  map: '../shared/server/devApp.ts',
  account: '../shared/server/devApp.ts',
  checkout: '../shared/server/devApp.ts',
  partner: '../shared/server/devApp.ts',
};

export function appCommand(app: AppName, offset = 0, extra: NodeJS.ProcessEnv = {}, { dev = false } = {}) {
  // exec: the shell gives way to node, so stopping the command stops the server itself.
  const entry = dev ? DEV_ENTRY[app] : ENTRY[app];
  return {
    name: app,
    command: `exec node --import tsx ${entry}`,
    cwd: path.join(ROOT, APP_DIRS[app]),
    env: appEnv(app, offset, extra),
  };
}

/**
 * KEMET_LEAVE_OUT=catalog,map: the apps a stack leaves out, so that `npm run dev -w mfe-catalog` can take the catalog's
 * port.
 */
export function appsLeftIn(leaveOut = ''): AppName[] {
  const names = leaveOut
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in APP_DIRS));
  if (unknown.length > 0)
    throw new Error(`KEMET_LEAVE_OUT names no app: ${unknown.join(', ')} (apps: ${Object.keys(APP_DIRS).join(', ')})`);
  return (Object.keys(APP_DIRS) as AppName[]).filter((app) => !names.includes(app));
}

export function startStack(
  options: { offset?: number; apps?: AppName[]; env?: NodeJS.ProcessEnv; dev?: boolean } = {},
): ConcurrentlyResult {
  const apps = options.apps ?? (Object.keys(APP_DIRS) as AppName[]);
  // concurrently() with its flow controllers spelled out, for the one option it does not pass on: how it spawns. Each
  // server leads a process group of its own, so a terminal's Ctrl-C reaches only this runner, which passes one SIGINT
  // on to each. Sent to the whole group, a server got it twice (the terminal's, then concurrently's), and the API took
  // the second as "exit now": exit code 1, its shutdown cut short.
  const logger = new Logger({});
  const abortController = new AbortController();
  return createConcurrently(
    apps.map((app) =>
      appCommand(
        app,
        options.offset ?? 0,
        { ...(options.dev ? { REMOTES_REFRESH_MS: '0' } : {}), ...options.env },
        { dev: options.dev },
      ),
    ),
    {
      logger,
      outputStream: process.stdout,
      prefixColors: ['blue', 'magenta', 'green', 'cyan', 'yellow', 'red'],
      abortSignal: abortController.signal,
      controllers: [
        new LogError({ logger }),
        new LogOutput({ logger }),
        new LogExit({ logger }),
        new KillOnSignal({ process, abortController }),
        new KillOthers({ logger, conditions: ['failure'], killSignal: undefined, abortController }),
      ],
      spawn: (command, spawnOptions) => spawn('/bin/sh', ['-c', command], { ...spawnOptions, detached: true }),
    },
  );
}

if (require.main === module) {
  const offset = Number(process.env.KEMET_PORT_OFFSET ?? 0);
  const ports = stackPorts(offset);
  const dev = process.argv.includes('--dev');
  console.log(
    `Kemet is starting${dev ? ' (rebuilding on save)' : ''}: http://localhost:${ports.shell} (API on ${ports.api}; remotes on ${ports.catalog}-${ports.partner}); a line says when it is ready. Ctrl-C stops everything.`,
  );
  const apps = appsLeftIn(process.env.KEMET_LEAVE_OUT);
  announceProviderKeysOnFirstStart(appEnv('api', offset).PGLITE_DIR as string);
  announceOperationsAccountOnFirstStart(appEnv('api', offset).PGLITE_DIR as string);
  startStack({ offset, dev, apps }).result.catch(() => process.exit(1));
  if (apps.includes('api') && apps.includes('shell')) void announceWhenReady(ports);
}

// `npm run dev` in an app's folder: webpack builds the app (its browser and server containers, development mode) on
// every save, and the app's own server (server.ts, a child process) serves dist/ at the app's usual port. A remote's
// server keeps running: the running shell's pages and server render take its new files (the pages reload, told by
// devEvents.ts; the shell's server loads the new server container when its content changes). The shell's server
// loads its render once, so with --restart-on-build it restarts after each build.
import './requireSupportedNode';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { BuildEnv } from '@kemet/tooling/webpackConfig';
import { DEV_BUILD_ENV, type BuiltMessage } from './devEvents';
import { defaultPort } from './runtimeConfig';
import { APP_DIRS, type AppName } from './stack';

type ConfigFactory = (env: BuildEnv, argv: { mode: string }) => Configuration | Configuration[];

export function runDevApp(appDir: string, { restartOnBuild = false } = {}) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the app's webpack.config.ts, through tsx's require hook, as webpack-cli would load it
  const configOf = (require(path.join(appDir, 'webpack.config.ts')) as { default: ConfigFactory }).default;
  const compiler = webpack([configOf({ dev: true }, { mode: 'development' })].flat());
  const name = path.basename(appDir);
  let server: ChildProcess | undefined;
  let stopping = false;
  let savedAt: number | undefined;

  const startServer = (build: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: appDir,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [DEV_BUILD_ENV]: build },
      // A process group of its own: a terminal's Ctrl-C reaches the runner only, which passes one signal on.
      detached: true,
    });
    child.on('exit', (code, signal) => {
      if (server !== child) return;
      // The server stopped on its own (a port in use, a crash) or with everything (Ctrl-C): so does the runner.
      server = undefined;
      compiler.close(() => process.exit(stopping ? (code ?? 0) : code || (signal ? 1 : 0)));
    });
    server = child;
  };

  const restartServer = (build: string) => {
    const old = server;
    server = undefined;
    if (!old || old.exitCode !== null) return startServer(build);
    old.once('exit', () => startServer(build));
    old.kill('SIGTERM');
  };

  compiler.hooks.invalid.tap('devApp', () => {
    savedAt ??= Date.now();
  });
  compiler.watch({}, (error, stats) => {
    if (error || !stats) return console.error(error);
    if (stats.hasErrors()) return console.error(stats.toString({ preset: 'errors-warnings', colors: true }));
    const build = stats.hash ?? String(Date.now());
    if (savedAt !== undefined) console.log(`${name}: rebuilt in ${Date.now() - savedAt} ms from the save`);
    savedAt = undefined;
    if (stopping) return;
    if (!server || restartOnBuild) return restartServer(build);
    server.send({ built: build } satisfies BuiltMessage);
  });

  // The server is in a process group of its own, so a Ctrl-C reaches it once, from here: a second would make it exit 1.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!server) return compiler.close(() => process.exit(0));
    server.kill(signal);
  };
  // However the runner ends, its server does not outlive it.
  process.on('exit', () => server?.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, 'localhost');
    const answer = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
  });

/** Says at once, before a build, that the app's port is taken: most often by the same app in a running `npm start`. */
async function main(appDir: string) {
  const app = (Object.keys(APP_DIRS) as AppName[]).find((name) => APP_DIRS[name] === path.basename(appDir));
  const port = Number(process.env.PORT ?? (app ? defaultPort(app) : NaN));
  if (Number.isInteger(port) && (await portTaken(port))) {
    console.error(
      `Port ${port} is taken. If it is this app in a running site, start that site without it (KEMET_LEAVE_OUT=${app ?? '<app>'} npm start).`,
    );
    process.exit(1);
  }
  runDevApp(appDir, { restartOnBuild: process.argv.includes('--restart-on-build') });
}

if (require.main === module) void main(process.cwd());

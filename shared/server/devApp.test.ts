/** @jest-environment node */
// `npm run dev` in a remote's folder, for real: a small remote built by the Kemet webpack config in watch mode and
// served by serveApp. A save is served (browser and server containers) and announced to the pages without a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_EVENTS_PATH } from './devEvents';

const ROOT = path.resolve(__dirname, '../..');
const PORT = 24_000 + 8181 + (process.pid % 500);
const ORIGIN = `http://localhost:${PORT}`;
const catalogDependencies = (
  JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalog/package.json'), 'utf8')) as { dependencies: object }
).dependencies;

// Inside the repository, so the fixture resolves the workspace's packages, and outside node_modules, which the loaders
// skip.
function writeFixtureRemote(): string {
  const dir = mkdtempSync(path.join(ROOT, '.dev-fixture-'));
  mkdirSync(path.join(dir, 'src'));
  const files: Record<string, string> = {
    'tsconfig.json': JSON.stringify({ extends: '../shared/tsconfig.base.json', include: ['src'] }),
    'package.json': JSON.stringify({ name: 'dev-fixture', private: true, dependencies: catalogDependencies }),
    'webpack.config.ts': `import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';
export default (env: object, argv: { mode?: string }) =>
  createRemoteWebpackConfigs({ name: 'fixture', packageDir: __dirname, title: 'Fixture', exposes: { './Greeting': './src/Greeting.ts' } }, env, argv);`,
    'server.ts': `import { serveApp } from '@kemet/server/serveApp';
void serveApp({ packageDir: __dirname, port: Number(process.env.PORT) });`,
    'src/index.ts': `import greeting from './Greeting';\ndocument.title = greeting();`,
    'src/Greeting.ts': greetingSource('Hello from the first build'),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}
const greetingSource = (words: string) => `export default function greeting() {\n  return '${words}';\n}\n`;

/** The `built` events the server sends its pages, as they come. */
async function* builds(): AsyncGenerator<string> {
  const response = await fetch(`${ORIGIN}${DEV_EVENTS_PATH}`);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of response.body!) {
    buffered += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = /^data: (.*)$/m.exec(event);
      if (event.startsWith('event: built') && data) yield data[1]!;
    }
  }
}

async function untilServing(child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the dev runner exited with ${child.exitCode}`);
    const up = await fetch(`${ORIGIN}/mf-manifest.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing served at ${ORIGIN} within ${timeoutMs} ms`);
}

/** What the server serves now of the exposed module, in the browser container and in the server container. */
async function servedGreeting(dir: string): Promise<{ browser: string; server: string }> {
  const manifest = (await (await fetch(`${ORIGIN}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const browserFiles = manifest.exposes[0]!.assets.js.sync;
  const serverFiles = readdirSync(path.join(dir, 'dist/server')).filter((file) => file.includes('Greeting'));
  const fetchAll = async (files: string[]) =>
    (await Promise.all(files.map(async (file) => (await fetch(`${ORIGIN}/${file}`)).text()))).join('\n');
  return { browser: await fetchAll(browserFiles), server: await fetchAll(serverFiles.map((file) => `server/${file}`)) };
}

let dir: string;
let runner: ChildProcess;
afterAll(() => {
  if (runner?.exitCode === null && runner.pid) process.kill(-runner.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('a save is built, served and announced to the pages while the server keeps running; Ctrl-C stops it cleanly', async () => {
  dir = writeFixtureRemote();
  // Its own process group, as a terminal would run it, so the test can press Ctrl-C.
  runner = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'devApp.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn' },
    detached: true,
    stdio: 'inherit',
  });
  await untilServing(runner, 60_000);
  expect(await servedGreeting(dir)).toEqual({
    browser: expect.stringContaining('Hello from the first build'),
    server: expect.stringContaining('Hello from the first build'),
  });

  const announced = builds();
  const first = (await announced.next()).value;
  const savedAt = Date.now();
  writeFileSync(path.join(dir, 'src/Greeting.ts'), greetingSource('Hello after a save'));
  const next = (await announced.next()).value;
  const rebuildMs = Date.now() - savedAt;
  expect(next).not.toBe(first);
  expect(await servedGreeting(dir)).toEqual({
    browser: expect.stringContaining('Hello after a save'),
    server: expect.stringContaining('Hello after a save'),
  });
  console.log(`dev loop: saved to served and announced in ${rebuildMs} ms`);
  await announced.return(undefined);

  const exited = new Promise<number | null>((resolve) => runner.on('exit', (code) => resolve(code)));
  process.kill(-runner.pid!, 'SIGINT');
  expect(await exited).toBe(0);
}, 180_000);

// docker-compose.yml checked without a Docker engine: every service builds from a context and Dockerfile that exist,
// runs the package's own npm scripts, publishes the port its app listens on, and the shell's runtime remote URLs
// and API_URL agree with what the other services publish. No browser needed.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { DEFAULT_PORTS, REMOTE_NAMES, runtimeConfigFromEnv } from '@kemet/shared/server/runtimeConfig';
import { APP_DIRS, type AppName } from '@kemet/shared/server/stack';

const ROOT = path.resolve(__dirname, '../../..');
const COMPOSE = path.join(ROOT, 'docker-compose.yml');
const APPS = Object.keys(APP_DIRS) as AppName[];

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number> | string[];
  ports?: (string | number)[];
}

function load(): Record<string, Service> {
  return (parse(fs.readFileSync(COMPOSE, 'utf8')) as { services: Record<string, Service> }).services;
}

function envOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((entry) => entry.split(/=(.*)/s).slice(0, 2) as [string, string]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
}

/** "8081:8081" → { host: 8081, container: 8081 } */
function portsOf(service: Service): { host: number; container: number }[] {
  return (service.ports ?? []).map((entry) => {
    const parts = String(entry).split(':');
    return { host: Number(parts.at(-2) ?? parts.at(-1)), container: Number(parts.at(-1)!.split('/')[0]) };
  });
}

function dockerfileOf(service: Service): { context: string; dockerfile: string } {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build!;
  const context = path.resolve(ROOT, build.context);
  return { context, dockerfile: path.resolve(context, build.dockerfile ?? 'Dockerfile') };
}

test('services: postgres and every app, each app built from its own Dockerfile', () => {
  const services = load();
  expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', ...APPS]));
  expect(services.postgres!.image, 'postgres runs from an image').toMatch(/^postgres/);
  for (const app of APPS) {
    const service = services[app]!;
    expect(service.build, `${app} has a build`).toBeTruthy();
    const { context, dockerfile } = dockerfileOf(service);
    expect(fs.existsSync(context), `${app}: build context ${context}`).toBe(true);
    expect(fs.existsSync(dockerfile), `${app}: ${dockerfile}`).toBe(true);
    expect(path.dirname(dockerfile), `${app}'s Dockerfile lives in its own folder`).toBe(path.join(ROOT, APP_DIRS[app]));
  }
});

test("each image runs its package's own npm scripts and listens where compose publishes", () => {
  const services = load();
  for (const app of APPS) {
    const service = services[app]!;
    const dockerfile = fs.readFileSync(dockerfileOf(service).dockerfile, 'utf8');
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, APP_DIRS[app], 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const workspace = APP_DIRS[app];
    const cmd = dockerfile.match(/^CMD\s+(.+)$/m)?.[1] ?? '';
    const script = cmd.match(/"run",\s*"([\w:-]+)"/)?.[1] ?? cmd.match(/npm run ([\w:-]+)/)?.[1];
    expect(script, `${app}: CMD runs an npm script (${cmd})`).toBeTruthy();
    expect(pkg.scripts[script!], `${app}: package.json has the '${script}' script`).toBeTruthy();
    expect(cmd, `${app}: CMD targets its own workspace`).toContain(workspace);
    if (app !== 'api') expect(dockerfile, `${app}: the image builds with the package's build script`).toMatch(new RegExp(`npm run build -w ${workspace}\\b`));

    const port = DEFAULT_PORTS[app];
    const env = envOf(service);
    expect(portsOf(service), `${app} publishes ${port}`).toContainEqual({ host: port, container: port });
    expect(Number(env.PORT ?? dockerfile.match(/PORT=(\d+)/)?.[1]), `${app} listens on ${port}`).toBe(port);
    expect(dockerfile, `${app}: EXPOSE ${port}`).toMatch(new RegExp(`^EXPOSE\\s+${port}\\b`, 'm'));
    expect(dockerfile, `${app}: listens on all interfaces inside the container`).toMatch(/HOST=0\.0\.0\.0/);
  }
});

test("the shell's runtime remote config points at the ports the remotes publish, and /api at the api service", () => {
  const services = load();
  const shellEnv = envOf(services.shell!);
  const config = runtimeConfigFromEnv(shellEnv);
  for (const remote of REMOTE_NAMES) {
    expect(shellEnv[`${remote.toUpperCase()}_URL`], `shell sets ${remote.toUpperCase()}_URL`).toBeTruthy();
    const url = new URL(config.remotes[remote]);
    const published = portsOf(services[remote]!).map((p) => p.host);
    expect(published, `${remote}: the shell looks for it on ${url.port}`).toContain(Number(url.port));
    expect(url.pathname).toBe('/mf-manifest.json');
  }
  const api = new URL(shellEnv.API_URL!);
  expect(Object.keys(services)).toContain(api.hostname);
  expect(portsOf(services[api.hostname]!).map((p) => p.container)).toContain(Number(api.port));
});

test('the api reaches the postgres service with the credentials postgres is created with', () => {
  const services = load();
  const url = new URL(envOf(services.api!).DATABASE_URL!);
  const pg = envOf(services.postgres!);
  expect(url.protocol).toMatch(/^postgres(ql)?:$/);
  expect(url.hostname).toBe('postgres');
  expect(Number(url.port || 5432)).toBe(5432);
  expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
  expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
  expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB ?? pg.POSTGRES_USER);
});

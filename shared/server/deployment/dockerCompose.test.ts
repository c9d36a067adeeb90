/** @jest-environment node */
// docker-compose.yml checked without a Docker engine: every service builds from a context and Dockerfile that exist,
// runs the package's own npm scripts, publishes the port its app listens on, and the shell's runtime remote URLs
// and API_URL agree with what the other services publish. The deployment defaults too: images run as `node`, are
// multi-stage and install only their workspace's runtime dependencies; the database password is a compose secret;
// COOKIE_SECURE and TRUST_PROXY fit a TLS-terminating proxy in front.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_PORTS, DEFAULT_REMOTE_NAMES, runtimeConfigFromEnv } from '../runtimeConfig';
import { APP_DIRS, type AppName } from '../stack';
import { parseTrustProxy } from '../trustProxy';

const ROOT = path.resolve(__dirname, '../../..');
const COMPOSE = path.join(ROOT, 'docker-compose.yml');
const APPS = Object.keys(APP_DIRS) as AppName[];

const FRONT_ENDS = APPS.filter((app) => app !== 'api');

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number> | string[];
  ports?: (string | number)[];
  expose?: (string | number)[];
  secrets?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
}

interface Compose {
  services: Record<string, Service>;
  secrets?: Record<string, { file?: string }>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; gateway?: string }[] } }>;
}

function loadCompose(): Compose {
  return parse(fs.readFileSync(COMPOSE, 'utf8')) as Compose;
}

function load(): Record<string, Service> {
  return loadCompose().services;
}

/** Compose's ${VAR:-default} as `docker compose up` resolves it with VAR unset. */
const interpolate = (value: string) => value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');

function envOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(env.map((entry) => interpolate(entry).split(/=(.*)/s).slice(0, 2) as [string, string]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v))]));
}

/** "8081:8081" or "127.0.0.1:8081:8081" → { ip, host: 8081, container: 8081 } */
function portsOf(service: Service): { ip?: string; host: number; container: number }[] {
  return (service.ports ?? []).map((entry) => {
    const parts = String(entry).split(':');
    const published = { host: Number(parts.at(-2) ?? parts.at(-1)), container: Number(parts.at(-1)!.split('/')[0]) };
    return parts.length === 3 ? { ip: parts[0], ...published } : published;
  });
}

function ipv4Of(service: Service): string | undefined {
  return Array.isArray(service.networks) ? undefined : (service.networks?.default?.ipv4_address ?? undefined);
}

/** The Dockerfile's stages, each with its name (FROM … AS name) and its instructions. */
function stagesOf(dockerfile: string): { name?: string; lines: string[] }[] {
  const lines = dockerfile.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  const stages: { name?: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = line.match(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/i);
    if (from) stages.push({ name: from[1], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

function dockerfileOf(service: Service): { context: string; dockerfile: string } {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build!;
  const context = path.resolve(ROOT, build.context);
  return { context, dockerfile: path.resolve(context, build.dockerfile ?? 'Dockerfile') };
}

test('services: postgres from an image, and every app', () => {
  const services = load();
  expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', ...APPS]));
  expect(services.postgres!.image).toMatch(/^postgres/);
});

describe.each(APPS)('%s', (app) => {
  const workspace = APP_DIRS[app];
  const service = () => load()[app]!;
  const dockerfileText = () => fs.readFileSync(dockerfileOf(service()).dockerfile, 'utf8');

  test('is built from its own Dockerfile, in its own folder', () => {
    expect(service().build).toBeTruthy();
    const { context, dockerfile } = dockerfileOf(service());
    expect(fs.existsSync(context)).toBe(true);
    expect(fs.existsSync(dockerfile)).toBe(true);
    expect(path.dirname(dockerfile)).toBe(path.join(ROOT, workspace));
  });

  test("runs its package's own npm scripts and listens where compose publishes", () => {
    const dockerfile = dockerfileText();
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const cmd = dockerfile.match(/^CMD\s+(.+)$/m)?.[1] ?? '';
    const script = cmd.match(/"run",\s*"([\w:-]+)"/)?.[1] ?? cmd.match(/npm run ([\w:-]+)/)?.[1];
    expect(script).toBeTruthy();
    expect(pkg.scripts[script!]).toBeTruthy();
    expect(cmd).toContain(workspace);
    if (app !== 'api') expect(dockerfile).toMatch(new RegExp(`npm run build -w ${workspace}\\b`));

    const port = DEFAULT_PORTS[app];
    const env = envOf(service());
    if (app === 'api') expect((service().expose ?? []).map(Number)).toContain(port);
    else
      expect(portsOf(service()).map(({ host, container }) => ({ host, container }))).toContainEqual({
        host: port,
        container: port,
      });
    expect(Number(env.PORT ?? dockerfile.match(/PORT=(\d+)/)?.[1])).toBe(port);
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE\\s+${port}\\b`, 'm'));
    // All interfaces inside the container.
    expect(dockerfile).toMatch(/HOST=0\.0\.0\.0/);
  });

  test('image: Node 24, multi-stage, only its own workspace installed, runtime dependencies only, runs as node', () => {
    const dockerfile = dockerfileText();
    const stages = stagesOf(dockerfile);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    // The runtime the project requires (package.json engines, .nvmrc), on a Debian-based image.
    for (const from of dockerfile.match(/^FROM\s+\S+/gm) ?? []) expect(from).toMatch(/^FROM\s+node:24-bookworm-slim$/);
    const installs = stages.flatMap((stage) => stage.lines.filter((line) => /\bnpm ci\b/.test(line)));
    for (const install of installs) expect(install).toMatch(new RegExp(`(--workspace|-w)[ =]${workspace}\\b`));

    const final = stages.at(-1)!;
    expect(final.lines.filter((line) => /^USER\s/.test(line)).at(-1)).toMatch(/^USER\s+node\s*$/);
    // The final image does not copy the whole context.
    expect(final.lines).not.toContainEqual(expect.stringMatching(/^COPY\s+\.\s+\.?/));
    // Its node_modules come from an `npm ci --omit=dev` in it or in a stage it copies /app from.
    const copiedFrom = final.lines.flatMap((line) => line.match(/^COPY\s+--from=(\S+)\s+\/app\s/)?.[1] ?? []);
    const feeding = [final, ...stages.filter((stage) => stage.name && copiedFrom.includes(stage.name))];
    const runtimeInstalls = feeding.flatMap((stage) => stage.lines.filter((line) => /\bnpm ci\b/.test(line)));
    expect(runtimeInstalls.length).toBeGreaterThan(0);
    for (const install of runtimeInstalls) {
      expect(install).toMatch(/--omit=dev/);
      expect(install).not.toMatch(/--include-workspace-root/);
    }
  });
});

describe.each(DEFAULT_REMOTE_NAMES)("the shell's runtime config for %s", (remote) => {
  test('points at the port the remote publishes', () => {
    const services = load();
    const shellEnv = envOf(services.shell!);
    expect(shellEnv[`${remote.toUpperCase()}_URL`]).toBeTruthy();
    const url = new URL(runtimeConfigFromEnv(shellEnv).remotes[remote] ?? '');
    expect(portsOf(services[remote]!).map((p) => p.host)).toContain(Number(url.port));
    expect(url.pathname).toBe('/mf-manifest.json');
  });
});

test("the shell's /api goes to the api service", () => {
  const services = load();
  const api = new URL(envOf(services.shell!).API_URL!);
  expect(Object.keys(services)).toContain(api.hostname);
  expect((services[api.hostname]!.expose ?? []).map(Number)).toContain(Number(api.port));
});

test('the api reaches postgres as the user and database postgres is created with, the password from one compose secret', () => {
  const compose = loadCompose();
  const { services } = compose;
  const apiEnv = envOf(services.api!);
  const pg = envOf(services.postgres!);
  const url = new URL(apiEnv.DATABASE_URL!);
  expect(url.protocol).toMatch(/^postgres(ql)?:$/);
  expect(url.hostname).toBe('postgres');
  expect(Number(url.port || 5432)).toBe(5432);
  expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
  expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB ?? pg.POSTGRES_USER);

  // No password in DATABASE_URL nor in the compose file: both read one secret.
  expect(url.password).toBe('');
  expect(pg.POSTGRES_PASSWORD).toBeUndefined();
  const secretPath = pg.POSTGRES_PASSWORD_FILE!;
  expect(secretPath).toMatch(/^\/run\/secrets\/\w+$/);
  expect(apiEnv.DATABASE_PASSWORD_FILE).toBe(secretPath);
  const secret = path.basename(secretPath);
  expect(services.postgres!.secrets).toContain(secret);
  expect(services.api!.secrets).toContain(secret);
  const file = compose.secrets?.[secret]?.file;
  expect(file).toBeTruthy();
  const ignored = (list: string) =>
    fs
      .readFileSync(path.join(ROOT, list), 'utf8')
      .split('\n')
      .map((l) => l.trim().replace(/\/$/, ''));
  // The secret file is never committed, nor copied into an image.
  const topDir = path.normalize(file!).split(path.sep)[0]!;
  expect(ignored('.gitignore')).toContain(topDir);
  expect(ignored('.dockerignore')).toContain(topDir);
});

test('the api keys booking fingerprints with a secret from a compose secret file, never from the compose file', () => {
  const compose = loadCompose();
  const apiEnv = envOf(compose.services.api!);
  expect(apiEnv.IDEMPOTENCY_SECRET).toBeUndefined();
  const secret = path.basename(apiEnv.IDEMPOTENCY_SECRET_FILE ?? '');
  expect(apiEnv.IDEMPOTENCY_SECRET_FILE).toBe(`/run/secrets/${secret}`);
  expect(compose.services.api!.secrets).toContain(secret);
  expect(path.normalize(compose.secrets?.[secret]?.file ?? '').split(path.sep)[0]).toBe('secrets');
});

test('no secrets or tests in an image: .env and secrets/ in .dockerignore, .env never committed', () => {
  const dockerignore = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());
  expect(dockerignore).toEqual(
    expect.arrayContaining(['.env', 'secrets', 'e2e', 'api/test', '**/*.test.ts', '**/node_modules']),
  );
  expect(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
});

test('behind a TLS-terminating proxy: Secure cookies, and each hop trusts exactly the one in front of it', () => {
  const compose = loadCompose();
  const { services } = compose;
  const apiEnv = envOf(services.api!);
  expect(apiEnv.COOKIE_SECURE).toBe('true');
  // The api is reached only through the front-end servers, which have fixed addresses.
  expect(services.api!.ports ?? []).toEqual([]);
  const frontEndAddresses = FRONT_ENDS.map((app) => ipv4Of(services[app]!));
  expect(frontEndAddresses.every(Boolean)).toBe(true);
  expect([...(parseTrustProxy(apiEnv.TRUST_PROXY) as string[])].sort()).toEqual([...frontEndAddresses].sort());

  const gateway = compose.networks?.default?.ipam?.config?.[0]?.gateway;
  expect(gateway).toBeTruthy();
  for (const app of FRONT_ENDS) {
    const service = services[app]!;
    expect(parseTrustProxy(envOf(service).TRUST_PROXY)).toEqual([gateway]);
    for (const published of portsOf(service)) expect(published.ip).toBe('127.0.0.1');
  }
});

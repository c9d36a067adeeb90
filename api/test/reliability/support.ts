// Reliability plumbing: real API processes (spawned, awaited on /api/ready, always killed), a plain HTTP client, free
// ports.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PASSWORD = 'Lotus-Sphinx-2027';
export const CARD = { cardLast4: '4242', cvc: '123' };
/** Slow, shared machines start a cold tsx + PGlite process in tens of seconds; CI is quicker. */
export const START_TIMEOUT_MS = Number(process.env.RELIABILITY_START_TIMEOUT_MS ?? 120_000);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): ReturnType<typeof JSON.parse>;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent | false;
  timeoutMs?: number;
}

/** One HTTP request to 127.0.0.1:port; a fresh connection each time unless an agent is given. */
export function request(port: number, method: string, url: string, options: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string | number> = { ...options.headers };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(data);
  });
}

/** "kemet_session=…" from a Set-Cookie header, or undefined. */
export function sessionCookieOf(reply: Reply): string | undefined {
  const cookies = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => /^(__Host-)?kemet_session=[^;]+/.test(c));
  return session?.split(';')[0];
}

let counter = 0;
export const uniqueEmail = (prefix = 'rel') =>
  `${prefix}.${process.pid}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

/** Signs up a new traveller over HTTP; returns the session cookie and email. */
export async function signUp(
  port: number,
  email = uniqueEmail(),
): Promise<{ cookie: string; email: string; id: number }> {
  const res = await request(port, 'POST', '/api/users', {
    body: { fullName: 'Reliability Traveller', email, password: PASSWORD },
  });
  if (res.status !== 201) throw new Error(`sign-up → ${res.status} ${res.body}`);
  return { cookie: sessionCookieOf(res)!, email, id: res.json().user.id };
}

export async function signIn(port: number, email: string, password = PASSWORD): Promise<Reply> {
  return request(port, 'POST', '/api/sessions', { body: { email, password } });
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout/stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string | null>;
  kill(signal?: NodeJS.Signals): void;
}

const running = new Set<ApiProcess>();
process.on('exit', () => {
  for (const p of running) p.child.kill('SIGKILL');
});

/**
 * Spawns `node --import tsx src/server.ts` with the given env on a free port and waits until /api/ready answers 200.
 */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Load shedding off unless a test turns it on: on a busy CI box it would turn correctness checks into 503s.
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY: '0',
      ...env,
      PORT: String(chosen),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const proc: ApiProcess = {
    port: chosen,
    child,
    output: () => log,
    exited,
    kill: (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  let gone = false;
  void exited.then(() => (gone = true));
  // Not wait-on (used by e2e and the bench): it cannot be cancelled, so after an API that exits at start (edge.test.ts)
  // its polling would hold the test file open for START_TIMEOUT_MS.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`API exited before it was ready:\n${log}`);
    const ready = await request(chosen, 'GET', '/api/ready', { timeoutMs: 5000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return proc;
    if (Date.now() > deadline) {
      proc.kill();
      throw new Error(`API on ${chosen} not ready after ${START_TIMEOUT_MS} ms:\n${log}`);
    }
    await sleep(200);
  }
}

/**
 * Starts `count` instances at once into `into`, so an after() hook stops those that did start; then throws the first
 * failure.
 */
export async function startApis(env: Record<string, string>, count: number, into: ApiProcess[]): Promise<void> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApi(env)));
  for (const s of started) if (s.status === 'fulfilled') into.push(s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Kills (SIGKILL) every process given and waits until they are gone. */
export async function stopAll(...procs: (ApiProcess | undefined)[]): Promise<void> {
  for (const p of procs) p?.kill('SIGKILL');
  await Promise.all(procs.filter((p) => p !== undefined).map((p) => p.exited));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Env for instances that share rate limits generously (tests sign in, hold and book for many travellers from
 * 127.0.0.1).
 */
export const RELAXED_LIMITS = {
  SIGNIN_LIMIT_PER_ACCOUNT: '1000',
  SIGNIN_LIMIT_PER_IP: '100000',
  SIGNUP_LIMIT_PER_IP: '100000',
  BOOKING_LIMIT_PER_USER: '100000',
  BOOKING_LIMIT_PER_IP: '100000',
  HOLD_LIMIT_PER_USER: '100000',
  HOLD_LIMIT_PER_IP: '100000',
  DECLINE_LIMIT_PER_USER: '100000',
  DECLINE_LIMIT_PER_IP: '100000',
  DECLINE_LIMIT_PER_DEVICE: '100000',
  DECLINE_LIMIT_PER_CARD: '100000',
  POW_HELD_SHARE: '1',
};

/** Asserts the API's error shape {"error":{"code","message"}} and returns the code. */
export function errorCode(reply: Reply): string {
  const body = reply.json();
  if (typeof body?.error?.code !== 'string' || typeof body?.error?.message !== 'string') {
    throw new Error(`not the error shape: ${reply.status} ${reply.body}`);
  }
  return body.error.code;
}

export { redisUp } from '../helpers.js';

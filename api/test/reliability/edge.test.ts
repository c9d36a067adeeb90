// The edge as an attacker meets it: real API and front-end server processes (the shell's serveApp and its /api
// proxy), clients on distinct loopback addresses (127.0.0.2, .3, …) through http.request's localAddress.
// Per-IP limits must count real clients behind the proxy, forged X-Forwarded-For must buy nothing, and an oversized
// body must get 413 in the error shape on a connection that stays usable.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import {
  PASSWORD,
  START_TIMEOUT_MS,
  apiDir,
  errorCode,
  freePort,
  request,
  signUp,
  sleep,
  startApi,
  stopAll,
  uniqueEmail,
  type ApiProcess,
  type Reply,
} from './support.js';

/** The API's default sign-in limit per client address and window. */
const SIGN_IN_PER_IP = loadConfig({}).signInPerIp;

interface ClientOptions {
  from: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent;
}

/** One request from a chosen loopback address; `reused` tells whether it went over an already open connection. */
function requestFrom(
  port: number,
  method: string,
  url: string,
  options: ClientOptions,
): Promise<Reply & { reused: boolean }> {
  return new Promise((resolve, reject) => {
    const data =
      options.body === undefined
        ? undefined
        : Buffer.isBuffer(options.body)
          ? options.body
          : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string | number> = { ...options.headers };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers,
        localAddress: options.from,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
            reused: req.reusedSocket,
          });
        });
      },
    );
    // Generous: only the 30 s hang of a connection left waiting for a body nobody reads would trip it.
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer: ${method} ${url} from ${options.from}`)));
    req.on('error', reject);
    req.end(data);
  });
}

async function startFrontServer(
  apiPort: number,
  env: Record<string, string> = {},
): Promise<{ port: number; child: ChildProcess; output(): string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('test', 'reliability', 'frontServerMain.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      TRUST_PROXY: '',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  process.on('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await request(port, 'GET', '/remotes.json', { timeoutMs: 2000 }).then(
      (r) => r.status === 200,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`front-end server did not start:\n${log}`);
    await sleep(200);
  }
  return { port, child, output: () => log };
}

/** Unknown emails (404 EMAIL_NOT_FOUND) so no account's own limit plays a part: only the per-address one. */
const wrongSignIn = (port: number, from: string, headers: Record<string, string> = {}) =>
  requestFrom(port, 'POST', '/api/sessions', {
    from,
    headers,
    body: { email: uniqueEmail('stranger'), password: 'Wrong-Password-1' },
  });

/** Refused (not found / wrong password) up to the per-address limit, then asked for proof of work (428). */
function assertLimitedAfter(statuses: number[], message?: string): void {
  assert.equal(statuses.length, SIGN_IN_PER_IP + 1);
  assert.ok(
    statuses.slice(0, -1).every((s) => s === 401 || s === 404),
    `${message ?? ''} ${statuses.join(',')}`,
  );
  assert.equal(statuses.at(-1), 428, `${message ?? ''} ${statuses.join(',')}`);
}

describe('TRUST_PROXY', () => {
  test('"true" is refused with a clear startup error; addresses, CIDRs and hop counts are accepted', async () => {
    for (const everyone of ['true', 'TRUE', 'yes', '*']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: everyone }),
        /TRUST_PROXY=.* would trust every client.*addresses of your proxies/,
      );
    }
    assert.throws(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.example' }), /TRUST_PROXY lists 'proxy.example'/);
    assert.equal(loadConfig({}).trustProxy, undefined);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  });

  test(
    'the server process refuses to start with TRUST_PROXY=true and says why',
    { timeout: START_TIMEOUT_MS },
    async () => {
      // Should it start after all, it is stopped at once rather than left running.
      const started = startApi({ PGLITE_DIR: 'memory://', TRUST_PROXY: 'true' }).then(
        async (proc) => (await stopAll(proc), proc),
      );
      await assert.rejects(started, /exited before it was ready[\s\S]*TRUST_PROXY=true would trust every client/);
    },
  );
});

describe('behind the shell’s /api proxy', { timeout: 4 * START_TIMEOUT_MS }, () => {
  let api: ApiProcess | undefined;
  let shell: Awaited<ReturnType<typeof startFrontServer>> | undefined;

  before(async () => {
    // As npm start runs it: the API trusts the front-end servers' address, the default sign-in limits apply.
    api = await startApi({ PGLITE_DIR: 'memory://', TRUST_PROXY: '127.0.0.1' });
    shell = await startFrontServer(api.port);
  });
  after(async () => {
    shell?.child.kill('SIGTERM');
    await stopAll(api);
  });

  test(`${SIGN_IN_PER_IP + 1} failed sign-ins from 127.0.0.2 do not stop a correct sign-in from 127.0.0.3`, async () => {
    const { email } = await signUp(api!.port);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i++) statuses.push((await wrongSignIn(shell!.port, '127.0.0.2')).status);
    assertLimitedAfter(statuses, 'the attacker’s own address is limited');

    const traveller = await requestFrom(shell!.port, 'POST', '/api/sessions', {
      from: '127.0.0.3',
      body: { email, password: PASSWORD },
    });
    assert.equal(traveller.status, 200, traveller.body);
    assert.equal(traveller.json().user.email, email);
  });

  test('a forged X-Forwarded-For through the shell gets no fresh limit per forged value', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i++) {
      statuses.push((await wrongSignIn(shell!.port, '127.0.0.4', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    }
    assertLimitedAfter(statuses);
    const nextForgery = await wrongSignIn(shell!.port, '127.0.0.4', { 'x-forwarded-for': '198.51.100.7, 127.0.0.1' });
    assert.equal(nextForgery.status, 428);
    assert.equal(errorCode(nextForgery), 'PROOF_OF_WORK_REQUIRED');
  });

  test('a forged X-Forwarded-For sent straight to the API from an address it does not trust buys nothing either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i++) {
      statuses.push((await wrongSignIn(api!.port, '127.0.0.5', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    }
    assertLimitedAfter(statuses);
  });

  test('2 MB bodies to /api/users, /api/sessions and /api/contact-messages: 413 PAYLOAD_TOO_LARGE, and the same connection answers next', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const huge = Buffer.from(
      JSON.stringify({ fullName: 'x', email: 'big@example.com', password: 'y', message: 'x'.repeat(2 * 1024 * 1024) }),
    );
    try {
      for (const url of ['/api/users', '/api/sessions', '/api/contact-messages']) {
        const tooLarge = await requestFrom(shell!.port, 'POST', url, { from: '127.0.0.6', body: huge, agent });
        assert.equal(tooLarge.status, 413, `${url}: ${tooLarge.body}`);
        assert.equal(errorCode(tooLarge), 'PAYLOAD_TOO_LARGE');
        const next = await requestFrom(shell!.port, 'GET', '/api/events?pageSize=1', { from: '127.0.0.6', agent });
        assert.equal(next.status, 200, `after ${url}: ${next.body}`);
        assert.equal(next.reused, true, `after ${url} the browser's connection is still the one in use`);
      }
    } finally {
      agent.destroy();
    }
  });
});

// API throughput and latency with autocannon on loopback, each compared with a plain Fastify route (the ceiling).
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import waitOn from 'wait-on';
import { BENCH_USER } from './session';

export interface ApiFigures {
  target: string;
  maxRps: number;
  p50: number;
  p99: number;
  rpsRatio: number;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);

function run(target: Target, options: { connections: number; overallRate?: number; duration?: number }) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    connections: options.connections,
    duration: options.duration ?? DURATION_S,
    overallRate: options.overallRate,
  });
}

async function measure(target: Target, connections = 50) {
  const max = await run(target, { connections });
  const fixed = await run(target, { connections: Math.min(connections, 20), overallRate: Math.max(1, Math.floor(max.requests.average / 2)) });
  return { target: target.name, maxRps: Math.round(max.requests.average), p50: fixed.latency.p50, p99: fixed.latency.p99, non2xx: max.non2xx };
}

async function startCeiling(port: number): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'ceilingServer.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitOn({ resources: [`http-get://127.0.0.1:${port}/hello`], timeout: 10_000, interval: 100, proxy: false });
  return () => child.kill('SIGTERM');
}

export async function measureApi(apiOrigin: string, ceilingPort: number) {
  const stopCeiling = await startCeiling(ceilingPort);
  try {
    const ceiling = await measure({ name: 'fastify hello (ceiling)', url: `http://127.0.0.1:${ceilingPort}/hello` });
    const list = { name: 'GET /api/events', url: `${apiOrigin}/api/events` };
    const one = { name: 'GET /api/events/:id', url: `${apiOrigin}/api/events/3` };
    // A tour's calendar as the details page asks for it: the default 42 days from today.
    const calendar = { name: 'GET /api/events/:id/availability', url: `${apiOrigin}/api/events/3/availability` };
    const signIn: Target = {
      name: 'POST /api/sessions (argon2id)',
      url: `${apiOrigin}/api/sessions`,
      method: 'POST',
      body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
    };
    const rows = [ceiling, await measure(list), await measure(one), await measure(signIn, 8), await measure(calendar)];
    const figures: ApiFigures[] = rows.map((row) => ({
      target: row.target,
      maxRps: row.maxRps,
      p50: row.p50,
      p99: row.p99,
      rpsRatio: row.maxRps / ceiling.maxRps,
    }));

    // A burst of sign-ins must not slow catalogue reads beyond 2× their p99.
    const catalogueRate = Math.max(1, Math.floor(rows[1]!.maxRps / 4));
    const quiet = await run(list, { connections: 10, overallRate: catalogueRate });
    const [busy] = await Promise.all([run(list, { connections: 10, overallRate: catalogueRate }), run(signIn, { connections: 16 })]);
    const burst = {
      catalogueRate,
      quietP99: quiet.latency.p99,
      burstP99: busy.latency.p99,
      ratio: busy.latency.p99 / Math.max(1, quiet.latency.p99),
      signInNon2xx: rows[3]!.non2xx,
    };
    return { figures, burst };
  } finally {
    stopCeiling();
  }
}

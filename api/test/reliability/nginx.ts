// Debian's nginx as a round-robin load balancer in front of API instances: a non-daemon child with everything in a temp
// dir.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, request, sleep } from './support.js';

export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter((c): c is string => !!c)) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next one
    }
  }
  return null;
}

export interface Balancer {
  port: number;
  stop(): Promise<void>;
}

/**
 * nginx on a free loopback port, proxying /api/ round-robin to the given ports; X-Kemet-Upstream names the instance
 * used.
 */
export async function startBalancer(binary: string, upstreamPorts: number[]): Promise<Balancer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kemet-nginx-'));
  // When started as root, nginx's workers run as nobody: they must be able to use the temp paths.
  await chmod(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, sub));
    await chmod(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream kemet_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://kemet_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The address nginx got the request from, replacing whatever the client sent (the APIs trust only nginx).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_read_timeout 120s;
      add_header X-Kemet-Upstream $upstream_addr always;
    }
  }
}
`;
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(confPath, conf);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    await rm(dir, { recursive: true, force: true });
  };
  process.on('exit', () => child.kill('SIGKILL'));
  for (let i = 0; ; i++) {
    const ok = await request(port, 'GET', '/api/health', { timeoutMs: 2000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { port, stop };
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not come up on ${port}: ${log}`);
    }
    await sleep(100);
  }
}

// A stand-in remote server for fault tests: serves a built remote's dist/, but can hang or break chosen files.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface FakeRemoteOptions {
  /** The built remote to serve, e.g. path to mfe-catalog/dist. */
  distDir: string;
  port?: number;
  /** Paths ('/mf-manifest.json') answered only after this many ms. */
  delay?: Record<string, number>;
  /** Paths answered with this JavaScript instead of the real file. */
  replace?: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

export type FakeBehaviour = Pick<FakeRemoteOptions, 'delay' | 'replace'>;

export interface FakeRemote {
  origin: string;
  /** Every path requested, in order. */
  requests: string[];
  /** Change what it does from now on (e.g. {} to behave like the real remote again). */
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

export async function startFakeRemote(options: FakeRemoteOptions): Promise<FakeRemote> {
  const requests: string[] = [];
  let behaviour: FakeBehaviour = { delay: options.delay, replace: options.replace };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(urlPath);
    const answer = () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', 'no-cache');
      const replacement = behaviour.replace?.[urlPath];
      if (replacement !== undefined)
        return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(replacement);
      const file = path.join(options.distDir, path.normalize(urlPath === '/' ? '/index.html' : urlPath));
      if (!file.startsWith(options.distDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
        return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    };
    const delay = behaviour.delay?.[urlPath];
    if (!delay) return answer();
    const timer = setTimeout(() => (timers.delete(timer), answer()), delay);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

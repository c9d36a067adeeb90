// The built shell and remotes as curl, an uptime checker or an attacker meets them: the page without Accept-Encoding,
// nosniff on scripts and JSON, no source maps in a production build, and an oversized body through :8080's /api
// proxy answered 413 on a keep-alive connection that goes on answering.
import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { BASE_URL } from '../../support/ports';

async function appOrigins(request: APIRequestContext): Promise<string[]> {
  const config = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  return [new URL(BASE_URL).origin, ...Object.values(config.remotes).map((manifest) => new URL(manifest).origin)];
}

/** A raw request with exactly the headers given (Playwright adds Accept-Encoding and Accept of its own). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer; agent?: http.Agent } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: options.agent ?? false },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reused: req.reusedSocket }),
          );
        },
      );
      // Generous: it only catches the 30 s hang of a connection left waiting.
      req.setTimeout(20_000, () => req.destroy(new Error(`no answer: ${url}`)));
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

test('GET / and /home without Accept or Accept-Encoding get the page (200); an unknown path the page with 404; a JSON client a JSON 404', async () => {
  for (const path of ['/', '/home', '/events']) {
    const res = await raw(`${BASE_URL}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(res.body, path).toMatch(/<div id="?root"? data-server-rendered>/);
  }
  const unknown = await raw(`${BASE_URL}/no/such/page`);
  expect(unknown.status, 'a path the shell has no page for').toBe(404);
  expect(unknown.body).toMatch(/<div id="?root"? data-server-rendered>/);
  expect(unknown.body).toContain('Page not found');
  const json = await raw(`${BASE_URL}/home`, { headers: { accept: 'application/json' } });
  expect(json.status).toBe(404);
  expect(JSON.parse(json.body).error.code).toBe('NOT_FOUND');
});

test('every app: scripts and JSON are nosniff, and the production build serves no source maps', async ({ request }) => {
  for (const origin of await appOrigins(request)) {
    for (const file of ['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json']) {
      const res = await raw(`${origin}${file}`);
      if (res.status === 404 && file === '/remoteEntry.js') continue; // the shell exposes nothing
      expect([origin + file, res.status, res.headers['x-content-type-options']]).toEqual([
        origin + file,
        200,
        'nosniff',
      ]);
      expect(res.body, `${origin}${file} points at no source map`).not.toMatch(/sourceMappingURL=/);
    }
    expect((await raw(`${origin}/main.js.map`)).status, `${origin}/main.js.map`).toBe(404);
  }
});

test('2 MB to /api/users, /api/sessions and /api/contact-messages through the shell: 413 in the error shape, the connection still answers', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = Buffer.from(
    JSON.stringify({ fullName: 'Big', email: 'big@example.com', password: 'x', message: 'x'.repeat(2 * 1024 * 1024) }),
  );
  try {
    for (const path of ['/api/users', '/api/sessions', '/api/contact-messages']) {
      const tooLarge = await raw(`${BASE_URL}${path}`, {
        method: 'POST',
        agent,
        body,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      expect(tooLarge.status, path).toBe(413);
      expect(JSON.parse(tooLarge.body).error.code).toBe('PAYLOAD_TOO_LARGE');
      const next = await raw(`${BASE_URL}/api/events?pageSize=1`, { agent });
      expect(next.status, `after ${path}`).toBe(200);
      expect(next.reused, `after ${path}: the same connection`).toBe(true);
    }
  } finally {
    agent.destroy();
  }
});

// Cache policy: entry points and the runtime config revalidate (no-cache); content-hashed chunks are immutable for a
// year.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

const REMOTES = ['catalog', 'map', 'account', 'checkout', 'partner'];
const IMMUTABLE = /max-age=31536000.*immutable|immutable.*max-age=31536000/;

async function remoteOrigins(request: APIRequestContext): Promise<Record<string, string>> {
  const config = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  return Object.fromEntries(Object.entries(config.remotes).map(([name, manifest]) => [name, new URL(manifest).origin]));
}

/** The first content-hashed chunk an mf-manifest.json names. */
async function hashedChunkOf(request: APIRequestContext, origin: string): Promise<string> {
  const manifest = await (await request.get(`${origin}/mf-manifest.json`)).text();
  const chunk = manifest.match(/"([\w/.-]*\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(chunk, `${origin}/mf-manifest.json names a content-hashed chunk`).toBeTruthy();
  return chunk!;
}

test('remotes.json and the shell entry files are served no-cache; its anonymous pages a CDN may keep 30 s', async ({
  request,
}) => {
  for (const path of ['/home', '/']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
    );
  }
  for (const path of ['/remotes.json', '/main.js', '/main.css']) {
    const response = await request.get(path, { headers: { accept: path.includes('.') ? '*/*' : 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  expect(Object.keys(await remoteOrigins(request)).sort()).toEqual([...REMOTES].sort());
});

test("the shell's hashed chunks are immutable for a year", async ({ request }) => {
  const chunk = await hashedChunkOf(request, '');
  const response = await request.get(`/${chunk}`);
  expect(response.status(), chunk).toBe(200);
  expect(response.headers()['cache-control'], chunk).toMatch(IMMUTABLE);
});

for (const remote of REMOTES) {
  test(`${remote}: remoteEntry.js and mf-manifest.json no-cache, a hashed chunk immutable`, async ({ request }) => {
    const origin = (await remoteOrigins(request))[remote]!;
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`${origin}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
    const chunk = await hashedChunkOf(request, origin);
    const response = await request.get(`${origin}/${chunk}`);
    expect(response.status(), chunk).toBe(200);
    expect(response.headers()['cache-control'], chunk).toMatch(IMMUTABLE);
  });
}

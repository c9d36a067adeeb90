// Cache policy: entry points and the runtime config revalidate (no-cache); content-hashed chunks are immutable for a year.
import { test, expect, originOf } from '../../support/fixtures';

const REMOTES = ['catalog', 'map', 'account', 'checkout'] as const;
const IMMUTABLE = /max-age=31536000.*immutable|immutable.*max-age=31536000/;

test('remotes.json and the shell page are served no-cache', async ({ request }) => {
  for (const path of ['/remotes.json', '/home', '/']) {
    const response = await request.get(path, { headers: { accept: path.endsWith('.json') ? 'application/json' : 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const config = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  expect(Object.keys(config.remotes).sort()).toEqual([...REMOTES].sort());
});

for (const remote of REMOTES) {
  test(`${remote}: remoteEntry.js and mf-manifest.json no-cache, a hashed chunk immutable`, async ({ request }) => {
    const origin = originOf(remote);
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`${origin}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
    const manifest = await (await request.get(`${origin}/mf-manifest.json`)).text();
    const chunk = manifest.match(/"([\w/.-]*\.[0-9a-f]{8}\.js)"/)?.[1];
    expect(chunk, 'the manifest names a content-hashed chunk').toBeTruthy();
    const response = await request.get(`${origin}/${chunk}`);
    expect(response.status(), chunk).toBe(200);
    expect(response.headers()['cache-control'], chunk).toMatch(IMMUTABLE);
  });
}

test("the shell's own hashed chunks are immutable", async ({ request }) => {
  const html = await (await request.get('/home', { headers: { accept: 'text/html' } })).text();
  const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const hashed = [...html.matchAll(/(?:src|href)="([^"]*\.[0-9a-f]{8}\.(?:js|css))"/g)].map((m) => m[1]!);
  for (const script of scripts.filter((s) => !hashed.includes(s))) {
    const response = await request.get(new URL(script, 'http://x/').pathname);
    expect(response.headers()['cache-control'], `${script} (unhashed) must revalidate`).toBe('no-cache');
  }
  for (const file of hashed) {
    const response = await request.get(new URL(file, 'http://x/').pathname);
    expect(response.headers()['cache-control'], file).toMatch(IMMUTABLE);
  }
});

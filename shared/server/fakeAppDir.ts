// For tests: a package folder with the smallest dist/ serveApp accepts (a page, its preload manifest, a script, a
// JSON file and a source map), so a front-end server can run without a webpack build; with `serverRender`, also a
// server build whose renders wait until the test lets them finish (releaseFakeRenders) and name the page's canonical
// URL from the origin they are given (/eventdetails/moved… answers that it lives at /toursdetails/moved…).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, type PreloadManifest } from './preloadManifest';

export const FAKE_PAGE_TITLE = 'Kemet test page';

export const FAKE_RENDERED_BODY = '<main>Rendered on the server</main>';
const RENDER_GATE = Symbol.for('kemet.fakeRenderGate');
type Gate = { promise: Promise<void>; release: () => void };
const globalGate = globalThis as unknown as Record<symbol, Gate | undefined>;

/** From now on, fake server renders wait until releaseFakeRenders(). */
export function holdFakeRenders(): void {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  globalGate[RENDER_GATE] = { promise, release };
}

export function releaseFakeRenders(): void {
  globalGate[RENDER_GATE]?.release();
  globalGate[RENDER_GATE] = undefined;
}

// CommonJS with an async start, as the shell's server build (serverRender.ts loads it with require).
const FAKE_SERVER_RENDER = `module.exports = Promise.resolve({
  renderPage: async (request) => {
    await globalThis[Symbol.for('kemet.fakeRenderGate')]?.promise;
    if (request.url.startsWith('/eventdetails/moved'))
      return {
        status: 301, location: '/toursdetails/moved' + new URL(request.url, 'http://x').search, language: 'en',
        browserParts: [], signedIn: false, cacheStatus: 'bypass', state: {}, headHtml: '', pipeBody: (into) => into.end(),
      };
    return {
      status: 200, language: 'en', browserParts: [], signedIn: false, cacheStatus: 'miss', state: {},
      headHtml: '<title>Rendered</title><link rel="canonical" href="' + request.origin + request.url + '">',
      pipeBody: (into) => into.end(${JSON.stringify(FAKE_RENDERED_BODY)}),
    };
  },
});
`;

export function writeFakeAppDir({ serverRender = false } = {}): string {
  const packageDir = mkdtempSync(path.join(os.tmpdir(), 'kemet-fake-app-'));
  const dist = path.join(packageDir, 'dist');
  mkdirSync(dist);
  const manifest: PreloadManifest = { startup: { js: ['main.js'], css: [], shared: [] }, shared: {}, exposes: {} };
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${FAKE_PAGE_TITLE}</title><script defer src="main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, PRELOAD_MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'main.js'), 'console.log("kemet");\n//# sourceMappingURL=main.js.map\n');
  writeFileSync(path.join(dist, 'main.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"fake"}');
  if (serverRender) {
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'render.js'), FAKE_SERVER_RENDER);
  }
  return packageDir;
}

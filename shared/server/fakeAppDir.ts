// For tests: a package folder with the smallest dist/ serveApp accepts (a page, its preload manifest, a script, a
// JSON file and a source map), so a front-end server can run without a webpack build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, type PreloadManifest } from './preloadManifest';

export const FAKE_PAGE_TITLE = 'Kemet test page';

export function writeFakeAppDir(): string {
  const packageDir = mkdtempSync(path.join(os.tmpdir(), 'kemet-fake-app-'));
  const dist = path.join(packageDir, 'dist');
  mkdirSync(dist);
  const manifest: PreloadManifest = { startup: { js: ['main.js'], css: [], shared: [] }, shared: {}, exposes: {} };
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${FAKE_PAGE_TITLE}</title><script defer src="main.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, PRELOAD_MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'main.js'), 'console.log("kemet");\n//# sourceMappingURL=main.js.map\n');
  writeFileSync(path.join(dist, 'main.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"fake"}');
  return packageDir;
}

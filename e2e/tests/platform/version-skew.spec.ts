// Version skew: the map remote built against the next major of a Kemet package, served in place of the real map.
// @kemet/platform is a strict singleton: the page keeps its own copy, the remote is refused, the traveller sees the
// map's notice, and the console names the package, the range the remote needs and the version the page has.
// @kemet/ui is stateless: the remote loads its own copy and the map shows as usual.
// Each case builds mfe-map once (production, into a temp folder) and runs its own shell with MAP_URL pointing at it.
import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  startDedicatedStack,
  startFakeRemote,
  type DedicatedStack,
  type FakeRemote,
} from '../../support/fixtures';
import { buildSkewedMap, type SkewedPackage } from '../../support/skewedMap';

/** The @kemet/platform the shell is built with, and the major after it (what the skewed map is built on). */
const PLATFORM_VERSION = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared/platform/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const NEXT_MAJOR = Number(PLATFORM_VERSION.split('.')[0]) + 1;

interface SkewedMap {
  distDir: string;
  remote: FakeRemote;
  stack: DedicatedStack;
  /** The chunks holding the remote's own copy of the skewed package (from its preload-manifest.json). */
  ownCopyChunks: string[];
}

async function serveSkewedMap(skewed: SkewedPackage, offset: number): Promise<SkewedMap> {
  const distDir = buildSkewedMap(skewed);
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'preload-manifest.json'), 'utf8')) as {
    shared: Record<string, { js: string[] }>;
  };
  const remote = await startFakeRemote({ distDir });
  const stack = await startDedicatedStack(offset, ['shell'], { MAP_URL: remote.origin });
  return { distDir, remote, stack, ownCopyChunks: manifest.shared[skewed]?.js ?? [] };
}

async function stopSkewedMap(map: SkewedMap | undefined) {
  await map?.stack.teardown();
  await map?.remote.close();
  if (map) fs.rmSync(map.distDir, { recursive: true, force: true });
}

/** Builds and serves the skewed map for the enclosing describe (its own shell on `offset`); returns a getter. */
function serveDuringDescribe(skewed: SkewedPackage, offset: number): () => SkewedMap {
  let map: SkewedMap | undefined;
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: originOf('shell', offset) });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    map = await serveSkewedMap(skewed, offset);
  });
  test.afterAll(async () => stopSkewedMap(map));
  return () => map!;
}

test.describe(`a map built on @kemet/platform ${NEXT_MAJOR}`, () => {
  const skewedMap = serveDuringDescribe('@kemet/platform', FAULT_OFFSETS.versionSkew);

  test('does not run on the page’s platform: its notice shows, and the console says why', async ({
    page,
    consoleErrors,
  }) => {
    const pageHas = PLATFORM_VERSION.replaceAll('.', '\\.');
    const clearError = new RegExp(
      `\\[kemet\\] map needs @kemet/platform \\^${NEXT_MAJOR}\\.0\\.0, but this page has @kemet/platform ${pageHas}: map is not shown`,
    );
    // Module Federation's own refusal, which React reports as the error its boundary caught.
    const refusal = new RegExp(
      `\\[ Federation Runtime \\]: Version ${pageHas} from shell of shared singleton module @kemet/platform does not satisfy the requirement of map`,
    );
    consoleErrors.allow(clearError, refusal);
    await page.goto('/events');

    await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible();
    await expect(page.getByText('The map is not available right now.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Events map' })).toHaveCount(0);
    expect(consoleErrors.all()).toContainEqual(expect.stringMatching(clearError));
    const map = skewedMap();
    expect(map.ownCopyChunks.length, 'the skewed build provides its own platform').toBeGreaterThan(0);
    expect(
      map.remote.requests.filter((file) => map.ownCopyChunks.includes(file.slice(1))),
      'nor on a second platform of its own',
    ).toEqual([]);
  });
});

test.describe('a map built on @kemet/ui 2', () => {
  const skewedMap = serveDuringDescribe('@kemet/ui', FAULT_OFFSETS.versionSkew + 50);

  test('shows as usual, with its own copy of the UI kit', async ({ page }) => {
    await page.goto('/events');

    await expect(page.getByRole('region', { name: 'Events map' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The map is not available right now.')).toHaveCount(0);
    const map = skewedMap();
    expect(map.ownCopyChunks.length, 'the skewed build provides its own UI kit').toBeGreaterThan(0);
    await expect
      .poll(() => map.ownCopyChunks.every((file) => map.remote.requests.includes(`/${file}`)), {
        message: 'its UI kit came from the remote',
      })
      .toBe(true);
  });
});

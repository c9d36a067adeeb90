// Version skew: a remote built against another version of a Kemet package, served in place of the real one.
// The map on the next major: @kemet/platform is a strict singleton, so the page keeps its own copy, the remote is
// refused, the traveller sees the map's notice, and the console names the package, the range the remote needs and the
// version the page has. @kemet/ui is stateless: the remote loads its own copy and the map shows as usual.
// The partner workspace on the platform's previous minor: the page's newer platform serves it, and its routes and
// header entry for a role (the manifest's routes API) work as they do for a remote built today.
// Each case builds its remote once (production, into a temp folder) and runs its own shell pointing at it.
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
import { signInViaApi } from '../../support/accounts';
import { joinedOwner } from '../../support/partners';
import { buildSkewedRemote, type Skew, type SkewedPackage, type SkewedRemoteName } from '../../support/skewedRemote';

/** The @kemet/platform the shell is built with, and the major after it (what the skewed map is built on). */
const PLATFORM_VERSION = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared/platform/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const [PLATFORM_MAJOR, PLATFORM_MINOR] = PLATFORM_VERSION.split('.').map(Number) as [number, number];
const NEXT_MAJOR = PLATFORM_MAJOR + 1;
const OLDER_MINOR = `${PLATFORM_MAJOR}.${PLATFORM_MINOR - 1}`;

interface SkewedRemote {
  distDir: string;
  remote: FakeRemote;
  stack: DedicatedStack;
  /**
   * The chunks holding the remote's own copy of the skewed package and nothing another shared module needs (from its
   * preload-manifest.json): a chunk also behind `@kemet/platform/query`, shared at the same version by every build, may
   * rightly come from any of them.
   */
  ownCopyChunks: string[];
}

async function serveSkewedRemote(
  name: SkewedRemoteName,
  skewed: SkewedPackage,
  skew: Skew,
  offset: number,
): Promise<SkewedRemote> {
  const distDir = buildSkewedRemote(name, skewed, skew);
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'preload-manifest.json'), 'utf8')) as {
    shared: Record<string, { js: string[] }>;
  };
  const remote = await startFakeRemote({ distDir });
  const stack = await startDedicatedStack(
    offset,
    ['shell'],
    name === 'map'
      ? { MAP_URL: remote.origin }
      : { REMOTES: 'catalog,map,account,checkout,partner', PARTNER_URL: remote.origin },
  );
  const othersChunks = Object.entries(manifest.shared)
    .filter(([key]) => key !== skewed)
    .flatMap(([, files]) => files.js);
  const ownCopyChunks = (manifest.shared[skewed]?.js ?? []).filter((file) => !othersChunks.includes(file));
  return { distDir, remote, stack, ownCopyChunks };
}

async function stopSkewedRemote(skewedRemote: SkewedRemote | undefined) {
  await skewedRemote?.stack.teardown();
  await skewedRemote?.remote.close();
  if (skewedRemote) fs.rmSync(skewedRemote.distDir, { recursive: true, force: true });
}

/** Builds and serves the skewed remote for the enclosing describe (its own shell on `offset`); returns a getter. */
function serveDuringDescribe(
  name: SkewedRemoteName,
  skewed: SkewedPackage,
  skew: Skew,
  offset: number,
): () => SkewedRemote {
  let skewedRemote: SkewedRemote | undefined;
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: originOf('shell', offset) });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    skewedRemote = await serveSkewedRemote(name, skewed, skew, offset);
  });
  test.afterAll(async () => stopSkewedRemote(skewedRemote));
  return () => skewedRemote!;
}

test.describe(`a map built on @kemet/platform ${NEXT_MAJOR}`, () => {
  const skewedMap = serveDuringDescribe('map', '@kemet/platform', 'next-major', FAULT_OFFSETS.versionSkew);

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
  const skewedMap = serveDuringDescribe('map', '@kemet/ui', 'next-major', FAULT_OFFSETS.versionSkew + 50);

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

test.describe(`a partner workspace built on @kemet/platform ${OLDER_MINOR}`, () => {
  const skewedPartner = serveDuringDescribe(
    'partner',
    '@kemet/platform',
    'older-minor',
    FAULT_OFFSETS.versionSkew + 80,
  );

  test('runs on the page’s newer platform: its role’s header entry and page work for the owner', async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const owner = await joinedOwner(api);
    await signInViaApi(page, { email: owner.email, password: owner.password, fullName: 'Hatshepsut Owner' });
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: 'Partner workspace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: owner.businessName })).toBeVisible();

    const partner = skewedPartner();
    expect(partner.ownCopyChunks.length, 'the older build provides its own platform').toBeGreaterThan(0);
    expect(
      partner.remote.requests.filter((file) => partner.ownCopyChunks.includes(file.slice(1))),
      'the page’s newer platform serves it',
    ).toEqual([]);
    expect(partner.remote.requests, 'its page came from the older build').toContain('/remoteEntry.js');
  });
});

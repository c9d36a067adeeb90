// Where the shell's server loads each remote's server container from (<remote>/server/remoteEntry.js), with a
// version taken from the entry's content: a remote that redeploys gets a new URL, and the server loads its new build
// on the next page, without a restart. Also each exposed module's stylesheets (from its mf-manifest.json), which a
// page rendered with that part links in its head. Checked in the background at most every REMOTES_REFRESH_MS (10 s),
// like the preload manifests; a page waits for it only under `npm run dev` (0: serveApp checks before each page). An
// entry can be pinned (`<NAME>_SERVER_INTEGRITY=sha384-…`): the server then runs it only once its content matched, and
// refuses, with a log line, one that does not (its parts render in the browser).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PagePart } from './preloadManifest';
import type { RemoteName, RuntimeConfig } from './runtimeConfig';

interface Known {
  version?: string;
  /** The entry's content matched its pinned hash (always true for a remote not pinned). */
  trusted?: boolean;
  /** Exposed module → absolute URLs of its stylesheets. */
  css?: Record<string, string[]>;
  checkedAt: number;
  checking?: Promise<void>;
}

interface FederationManifest {
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

export const SERVER_ENTRY_PATH = 'server/remoteEntry.js';
const FETCH_TIMEOUT_MS = 2_000;

export const serverEntryOf = (manifestUrl: string) => new URL(SERVER_ENTRY_PATH, manifestUrl).href;

/** Where a refused remote points the loader: a name that never resolves (RFC 2606), so its load fails at once. */
export const refusedEntryOf = (name: RemoteName) => `http://refused.invalid/${name}/${SERVER_ENTRY_PATH}`;

/** The Subresource Integrity form of a text's SHA-384 (`sha384-<base64>`), as `<NAME>_SERVER_INTEGRITY` pins it. */
export const integrityOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The pinned hashes of the remotes' server entries, from `CATALOG_SERVER_INTEGRITY` and its siblings. */
export function pinnedServerEntries(
  config: RuntimeConfig,
  env: NodeJS.ProcessEnv = process.env,
): Partial<Record<RemoteName, string>> {
  const pins = Object.keys(config.remotes).map((name) => [name, env[`${name.toUpperCase()}_SERVER_INTEGRITY`]?.trim()]);
  return Object.fromEntries(pins.filter(([, pin]) => pin)) as Partial<Record<RemoteName, string>>;
}

export class ServerRemoteEntries {
  private readonly versions = new Map<RemoteName, Known>();

  constructor(
    private readonly config: RuntimeConfig,
    private readonly now = Date.now,
    private readonly pinned: Partial<Record<RemoteName, string>> = {},
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
    private readonly refreshAfterMs = 10_000,
  ) {}

  async refreshAll(): Promise<void> {
    await Promise.all(
      Object.entries(this.config.remotes).map(([name, manifestUrl]) => this.refresh(name, manifestUrl)),
    );
  }

  /** The runtime config of the server's remotes, as known now. */
  current(): RuntimeConfig {
    const remotes = {} as Record<RemoteName, string>;
    for (const [name, manifestUrl] of Object.entries(this.config.remotes)) {
      const known = this.versions.get(name);
      if (!known || this.now() - known.checkedAt > this.refreshAfterMs) void this.refresh(name, manifestUrl);
      if (this.pinned[name] && !known?.trusted) remotes[name] = refusedEntryOf(name);
      else
        remotes[name] = known?.version
          ? `${serverEntryOf(manifestUrl)}?v=${known.version}`
          : serverEntryOf(manifestUrl);
    }
    return { ...this.config, remotes };
  }

  /**
   * The stylesheets of the parts, as last known (a part of a remote not known yet has none: it renders unstyled until
   * its code loads).
   */
  stylesheetsOf(parts: PagePart[]): string[] {
    return [...new Set(parts.flatMap(({ remote, module }) => this.versions.get(remote)?.css?.[module] ?? []))];
  }

  private refresh(name: RemoteName, manifestUrl: string): Promise<void> {
    const known = this.versions.get(name);
    if (known?.checking) return known.checking;
    const checking = Promise.all([fetchText(serverEntryOf(manifestUrl)), fetchText(manifestUrl)]).then(
      ([entry, manifest]) => {
        const pinned = this.pinned[name];
        const trusted = !pinned || (entry !== undefined && integrityOf(entry) === pinned);
        if (!trusted && entry !== undefined) {
          this.log?.error(
            { remote: name, entry: serverEntryOf(manifestUrl), pinned, received: integrityOf(entry) },
            'server remoteEntry does not match its pinned integrity: refused, its parts render in the browser',
          );
        }
        this.versions.set(name, {
          trusted,
          // A remote whose entry did not answer gets its plain URL: the server's loader, seeing a new URL, forgets the
          // container it had and tries again, so a remote that went down renders in the browser (with its notice)
          // instead of from the server's old copy, whose stylesheets and code the browser could not fetch.
          version: entry === undefined ? undefined : createHash('sha1').update(entry).digest('hex').slice(0, 12),
          css: manifest === undefined ? known?.css : stylesheetsByModule(manifest, manifestUrl),
          checkedAt: this.now(),
        });
      },
    );
    this.versions.set(name, { ...known, checkedAt: known?.checkedAt ?? 0, checking });
    return checking;
  }
}

const fetchText = (url: string): Promise<string | undefined> =>
  fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);

// An exposed module's own stylesheets and those of the lazy chunks it renders (other exposed modules' are theirs).
function stylesheetsByModule(text: string, manifestUrl: string): Record<string, string[]> | undefined {
  try {
    const manifest = JSON.parse(text) as FederationManifest;
    return Object.fromEntries(
      manifest.exposes.map(({ name, assets }) => [
        name,
        [...assets.css.sync, ...assets.css.async.filter((file) => !file.startsWith('__federation_expose_'))].map(
          (file) => new URL(file, manifestUrl).href,
        ),
      ]),
    );
  } catch {
    return undefined;
  }
}

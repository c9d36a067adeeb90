// Where the shell's server loads each remote's server container from (<remote>/server/remoteEntry.js), with a
// version taken from the entry's content: a remote that redeploys gets a new URL, and the server loads its new build
// on the next page, without a restart. Also each exposed module's stylesheets (from its mf-manifest.json), which a
// page rendered with that part links in its head. Checked in the background at most every REFRESH_AFTER_MS, like
// the preload manifests; a page never waits for it.
import { createHash } from 'node:crypto';
import type { PagePart } from './preloadManifest';
import type { RemoteName, RuntimeConfig } from './runtimeConfig';

interface Known {
  version?: string;
  /** Exposed module → absolute URLs of its stylesheets. */
  css?: Record<string, string[]>;
  checkedAt: number;
  checking?: Promise<void>;
}

interface FederationManifest {
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

export const SERVER_ENTRY_PATH = 'server/remoteEntry.js';
const REFRESH_AFTER_MS = 10_000;
const FETCH_TIMEOUT_MS = 2_000;

export const serverEntryOf = (manifestUrl: string) => new URL(SERVER_ENTRY_PATH, manifestUrl).href;

export class ServerRemoteEntries {
  private readonly versions = new Map<RemoteName, Known>();

  constructor(
    private readonly config: RuntimeConfig,
    private readonly now = Date.now,
  ) {}

  async refreshAll(): Promise<void> {
    await Promise.all((Object.keys(this.config.remotes) as RemoteName[]).map((name) => this.refresh(name)));
  }

  /** The runtime config of the server's remotes, as known now. */
  current(): RuntimeConfig {
    const remotes = {} as Record<RemoteName, string>;
    for (const [name, manifestUrl] of Object.entries(this.config.remotes) as [RemoteName, string][]) {
      const known = this.versions.get(name);
      if (!known || this.now() - known.checkedAt > REFRESH_AFTER_MS) void this.refresh(name);
      remotes[name] = known?.version ? `${serverEntryOf(manifestUrl)}?v=${known.version}` : serverEntryOf(manifestUrl);
    }
    return { ...this.config, remotes };
  }

  /** The stylesheets of the parts, as last known (a part of a remote not known yet has none: it renders unstyled until its code loads). */
  stylesheetsOf(parts: PagePart[]): string[] {
    return [...new Set(parts.flatMap(({ remote, module }) => this.versions.get(remote)?.css?.[module] ?? []))];
  }

  private refresh(name: RemoteName): Promise<void> {
    const known = this.versions.get(name);
    if (known?.checking) return known.checking;
    const manifestUrl = this.config.remotes[name];
    const checking = Promise.all([fetchText(serverEntryOf(manifestUrl)), fetchText(manifestUrl)]).then(([entry, manifest]) => {
      this.versions.set(name, {
        // A remote whose entry did not answer gets its plain URL: the server's loader, seeing a new URL, forgets the
        // container it had and tries again, so a remote that went down renders in the browser (with its notice)
        // instead of from the server's old copy, whose stylesheets and code the browser could not fetch.
        version: entry === undefined ? undefined : createHash('sha1').update(entry).digest('hex').slice(0, 12),
        css: manifest === undefined ? known?.css : stylesheetsByModule(manifest, manifestUrl),
        checkedAt: this.now(),
      });
    });
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

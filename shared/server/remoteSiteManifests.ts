// What each remote publishes about itself (remote-manifest.json: its pages, home sections, embeds and header entries),
// as the shell's server last saw it. Like the preload manifests (remoteManifests.ts) a page never waits: a copy older
// than REFRESH_AFTER_MS is fetched again in the background. Unlike them, the last manifest known is kept while a
// remote is down (its pages still route, and show its notice), and one that fails its check is ignored with a log
// line: a remote can never take the shell's routes down.
import {
  REMOTE_MANIFEST_FILE,
  checkRemoteManifest,
  type RemoteManifest,
} from '@kemet/platform/federation/remoteManifest';
import type { KnownManifests } from '@kemet/platform/federation/siteComposition';

export const REFRESH_AFTER_MS = 10_000;
const FETCH_TIMEOUT_MS = 2_000;

interface Known {
  manifest: RemoteManifest | null;
  fetchedAt: number;
  refreshing?: Promise<void>;
}

export type ManifestLog = (remote: string, problem: string) => void;

export class RemoteSiteManifests {
  private readonly known = new Map<string, Known>();

  /** remotes: name → URL of the remote's mf-manifest.json (remote-manifest.json sits next to it). */
  constructor(
    private readonly remotes: Record<string, string>,
    private readonly log: ManifestLog,
    private readonly now = Date.now,
  ) {}

  async refreshAll(): Promise<void> {
    await Promise.all(Object.entries(this.remotes).map(([name, manifestUrl]) => this.refresh(name, manifestUrl)));
  }

  /**
   * Each remote's manifest as last seen (null: never seen), in the config's order; stale ones refresh in the
   * background.
   */
  current(): KnownManifests {
    const current: KnownManifests = {};
    for (const [name, manifestUrl] of Object.entries(this.remotes)) {
      const known = this.known.get(name);
      if (!known?.manifest || this.now() - known.fetchedAt > REFRESH_AFTER_MS) void this.refresh(name, manifestUrl);
      current[name] = known?.manifest ?? null;
    }
    return current;
  }

  private refresh(name: string, manifestUrl: string): Promise<void> {
    const known = this.known.get(name);
    if (known?.refreshing) return known.refreshing;
    const previous = known?.manifest ?? null;
    const refreshing = fetchRemoteManifest(manifestUrl)
      .then((value) => {
        const checked = checkRemoteManifest(value);
        if ('problem' in checked) {
          this.log(name, `${REMOTE_MANIFEST_FILE} ignored: ${checked.problem}`);
          return previous;
        }
        return checked.manifest;
      })
      // Down or unreachable: what was known stays known.
      .catch(() => previous)
      .then((manifest) => void this.known.set(name, { manifest, fetchedAt: this.now() }));
    this.known.set(name, { manifest: previous, fetchedAt: known?.fetchedAt ?? 0, refreshing });
    return refreshing;
  }
}

/**
 * The manifest's JSON, a JSON text that does not parse as the string, or a failure when the remote does not answer it.
 */
async function fetchRemoteManifest(manifestUrl: string): Promise<unknown> {
  const response = await fetch(new URL(REMOTE_MANIFEST_FILE, manifestUrl), {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${REMOTE_MANIFEST_FILE} answered ${response.status}`);
  const body = await response.text();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

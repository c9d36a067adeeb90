// The remotes' preload manifests as the shell's server last saw them. A page never waits for them: it uses what is
// known, and a copy older than REFRESH_AFTER_MS is fetched again in the background, so a remote that redeploys is
// followed within seconds and one that is down drops out of the hints (its part then loads, or fails, as before).
// A remote not known yet (not up when the shell started, or down) is asked again on the next page.
import { PRELOAD_MANIFEST_FILE, type PreloadManifest, type RemoteFiles } from './preloadManifest';

export const REFRESH_AFTER_MS = 10_000;
const FETCH_TIMEOUT_MS = 2_000;

interface Known {
  files?: RemoteFiles;
  fetchedAt: number;
  refreshing?: Promise<void>;
}

export class RemoteManifests {
  private readonly known = new Map<string, Known>();

  /** remotes: name → URL of the remote's mf-manifest.json. */
  constructor(
    private readonly remotes: Record<string, string>,
    private readonly now = Date.now,
  ) {}

  /** Fetch every remote's manifest now (at start, so the first pages already carry hints). */
  async refreshAll(): Promise<void> {
    await Promise.all(Object.entries(this.remotes).map(([name, manifestUrl]) => this.refresh(name, manifestUrl)));
  }

  /** What is known of each remote now; stale entries start a background refresh. */
  current(): Record<string, RemoteFiles | undefined> {
    const current: Record<string, RemoteFiles | undefined> = {};
    for (const [name, manifestUrl] of Object.entries(this.remotes)) {
      const known = this.known.get(name);
      if (!known?.files || this.now() - known.fetchedAt > REFRESH_AFTER_MS) void this.refresh(name, manifestUrl);
      current[name] = known?.files;
    }
    return current;
  }

  private refresh(name: string, manifestUrl: string): Promise<void> {
    const known = this.known.get(name);
    if (known?.refreshing) return known.refreshing;
    const refreshing = fetchManifest(manifestUrl)
      .then((manifest) => ({ manifestUrl, manifest }))
      .catch(() => undefined)
      .then((files) => void this.known.set(name, { files, fetchedAt: this.now() }));
    this.known.set(name, { files: known?.files, fetchedAt: known?.fetchedAt ?? 0, refreshing });
    return refreshing;
  }
}

async function fetchManifest(manifestUrl: string): Promise<PreloadManifest> {
  const response = await fetch(new URL(PRELOAD_MANIFEST_FILE, manifestUrl), {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${PRELOAD_MANIFEST_FILE} answered ${response.status}`);
  return (await response.json()) as PreloadManifest;
}

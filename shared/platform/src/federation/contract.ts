// What the servers and the page agree on about remotes: their names, the runtime config the server inlines, page parts.
// Browser code and server code both import it; it imports neither.
import type { RemoteManifest } from './remoteManifest';

/** A remote's name, as the runtime config lists it ('catalog'; any team's, 'partner'). */
export type RemoteName = string;

/** The remotes a configuration without REMOTES lists. */
export const DEFAULT_REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'map', 'account', 'checkout'];

/** Id of the <script type="application/json"> in which the server inlines the config into each page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'kemet-runtime-config';

/** The runtime config the shell serves at /remotes.json and inlines in each page. */
export interface RuntimeConfig {
  /** Remote name → URL of its mf-manifest.json, in the order the remotes were listed. */
  remotes: Record<RemoteName, string>;
  tiles: { url: string; attribution: string };
  /**
   * What each remote publishes about itself (remote-manifest.json), as the shell's server last saw it; null for a
   * remote whose manifest it has not seen yet. The shell composes its routes from them.
   */
  manifests?: Record<RemoteName, RemoteManifest | null>;
}

/** One part of a page: an exposed module of a remote. */
export interface PagePart {
  remote: RemoteName;
  module: string;
  /**
   * Its server-rendered HTML waits for the visitor to reach for it before its code loads (RemoteComponent's
   * `hydrateOnIntent`): the page neither preloads nor starts loading it, and hydration does not wait for it.
   */
  hydrateOnIntent?: boolean;
}

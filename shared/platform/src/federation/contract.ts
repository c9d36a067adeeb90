// What the servers and the page agree on about remotes: their names, the runtime config the server inlines, page parts.
// Browser code and server code both import it; it imports neither.
export const REMOTE_NAMES = ['catalog', 'map', 'account', 'checkout'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Id of the <script type="application/json"> in which the server inlines the config into each page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'kemet-runtime-config';

/** The runtime config the shell serves at /remotes.json and inlines in each page. */
export interface RuntimeConfig {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  tiles: { url: string; attribution: string };
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

// What the map publishes about itself (remote-manifest.json): no page of its own; the catalog embeds its EventsMap.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';

export const mapManifest: RemoteManifest = { routes: [], homeSections: [], embeds: [], nav: [] };

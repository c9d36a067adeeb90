// The runtime config the shell serves at /remotes.json: where each remote lives, read from the environment at start.
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@kemet/platform/federation/contract';
import { serverEnv } from './serverEnv';

export { REMOTE_NAMES, RUNTIME_CONFIG_ELEMENT_ID, type RemoteName, type RuntimeConfig } from '@kemet/platform/federation/contract';

export const DEFAULT_PORTS: Record<RemoteName | 'shell' | 'api', number> = {
  shell: 8080,
  catalog: 8081,
  map: 8082,
  account: 8083,
  checkout: 8084,
  api: 3000,
};

/** Local port of an app: its default plus KEMET_PORT_OFFSET, so several stacks can run side by side. */
export function defaultPort(app: keyof typeof DEFAULT_PORTS, env: NodeJS.ProcessEnv = process.env): number {
  return DEFAULT_PORTS[app] + serverEnv(env).KEMET_PORT_OFFSET;
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function runtimeConfigFromEnv(processEnv: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const env = serverEnv(processEnv);
  const remoteUrl = (name: RemoteName) => {
    const base = env[`${name.toUpperCase() as Uppercase<RemoteName>}_URL`] ?? `http://localhost:${defaultPort(name, processEnv)}`;
    return `${base.replace(/\/$/, '')}/mf-manifest.json`;
  };
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrl(name)])) as Record<RemoteName, string>,
    tiles: { url: env.TILE_URL ?? OSM_TILES, attribution: env.TILE_ATTRIBUTION ?? OSM_ATTRIBUTION },
  };
}

/** Origin (scheme://host:port) of one remote: the page loads its code, styles and manifest from there. */
export function remoteOrigin(config: RuntimeConfig, name: RemoteName): string {
  return new URL(config.remotes[name]).origin;
}

/** Origins of every remote. */
export function remoteOrigins(config: RuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

/** Origin of the map tiles ({s} subdomains become a wildcard), or none for a relative URL. */
export function tileOrigin(config: RuntimeConfig): string | null {
  try {
    return new URL(config.tiles.url.replace('{s}.', 'SUB.').replace(/\{[a-z]\}/g, '0')).origin.replace('SUB.', '*.');
  } catch {
    return null;
  }
}

// The runtime config the shell serves at /remotes.json: where each remote lives, read from the environment at start.
// REMOTES lists the remotes (default: catalog,map,account,checkout); each lives at <NAME>_URL (PARTNER_URL for
// partner), or for the four default ones at their local port. A new remote needs no code: only these two variables.
import { DEFAULT_REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@kemet/platform/federation/contract';
import { serverEnv } from './serverEnv';

export {
  DEFAULT_REMOTE_NAMES,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RemoteName,
  type RuntimeConfig,
} from '@kemet/platform/federation/contract';

export const DEFAULT_PORTS = {
  shell: 8080,
  catalog: 8081,
  map: 8082,
  account: 8083,
  checkout: 8084,
  partner: 8085,
  api: 3000,
} as const;

/** Local port of an app: its default plus KEMET_PORT_OFFSET, so several stacks can run side by side. */
export function defaultPort(app: keyof typeof DEFAULT_PORTS, env: NodeJS.ProcessEnv = process.env): number {
  return DEFAULT_PORTS[app] + serverEnv(env).KEMET_PORT_OFFSET;
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The variable that says where a remote lives: partner → PARTNER_URL, my-team → MY_TEAM_URL. */
export const remoteUrlVariable = (name: RemoteName) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

export function runtimeConfigFromEnv(processEnv: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const env = serverEnv(processEnv);
  const names = env.REMOTES?.split(',') ?? DEFAULT_REMOTE_NAMES;
  const remoteUrl = (name: RemoteName) => {
    const variable = remoteUrlVariable(name);
    const set = processEnv[variable]?.trim();
    // Only the four every configuration lists fall back to their local port: any other remote (the partner workspace
    // too, though the local stack serves it on DEFAULT_PORTS.partner) is where its variable says.
    const base =
      set ||
      (DEFAULT_REMOTE_NAMES.includes(name)
        ? `http://localhost:${defaultPort(name as keyof typeof DEFAULT_PORTS, processEnv)}`
        : undefined);
    if (!base) throw new Error(`REMOTES lists ${name}: set ${variable} to where it is served`);
    if (!URL.canParse(base)) throw new Error(`env/${variable} must be a URL`);
    return `${base.replace(/\/$/, '')}/mf-manifest.json`;
  };
  return {
    remotes: Object.fromEntries(names.map((name) => [name, remoteUrl(name)])),
    tiles: { url: env.TILE_URL ?? OSM_TILES, attribution: env.TILE_ATTRIBUTION ?? OSM_ATTRIBUTION },
  };
}

/** Origin (scheme://host:port) of one remote: the page loads its code, styles and manifest from there. */
export function remoteOrigin(config: RuntimeConfig, name: RemoteName): string {
  const manifestUrl = config.remotes[name];
  if (!manifestUrl) throw new Error(`the runtime config lists no remote named ${name}`);
  return new URL(manifestUrl).origin;
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

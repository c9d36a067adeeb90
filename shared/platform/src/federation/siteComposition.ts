// The site as the remotes describe it: their manifests (remoteManifest.ts) composed into one route table, the home's
// sections, the header's entries and the parts each page mounts. The shell's server composes it for each page, the
// browser from the same manifests inlined in the page, so both agree on every route.
import type { PagePartsRoute } from './pageParts';
import type { RemoteName } from './contract';
import {
  toPagePart,
  type Audience,
  type ManifestHomeSection,
  type ManifestNavEntry,
  type ManifestRoute,
  type RemoteManifest,
} from './remoteManifest';

export type SiteRoute = ManifestRoute & { remote: RemoteName };
export type SiteHomeSection = ManifestHomeSection & { remote: RemoteName };
export type SiteNavEntry = ManifestNavEntry & { remote: RemoteName };

export interface Site {
  /** Every remote page, in the order of the remotes in the runtime config; a path claimed twice goes to the first. */
  routes: SiteRoute[];
  /** The home page's sections, by order. */
  homeSections: SiteHomeSection[];
  /** The header's entries, by order. */
  nav: SiteNavEntry[];
  /** Every remote part each page path mounts (for preloads and the server's render). */
  pageParts: PagePartsRoute[];
  /** Configured remotes whose manifest is not known (down since the shell started): their pages may exist. */
  unknownRemotes: RemoteName[];
}

/** Remote name → its manifest, or null while it is not known; in the runtime config's order. */
export type KnownManifests = Record<RemoteName, RemoteManifest | null>;

const byOrder = <T extends { order: number }>(entries: T[]) =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => entry);

/** homePaths: the shell's paths of its home page ('' and 'home'), where the home sections are mounted. */
export function composeSite(manifests: KnownManifests, homePaths: string[]): Site {
  const known = Object.entries(manifests).filter((entry): entry is [RemoteName, RemoteManifest] => entry[1] !== null);
  const routes: SiteRoute[] = [];
  for (const [remote, manifest] of known) {
    for (const route of manifest.routes)
      if (!routes.some(({ path }) => path === route.path)) routes.push({ ...route, remote });
  }
  const homeSections = byOrder(
    known.flatMap(([remote, manifest]) => manifest.homeSections.map((section) => ({ ...section, remote }))),
  );
  const nav = byOrder(known.flatMap(([remote, manifest]) => manifest.nav.map((entry) => ({ ...entry, remote }))));
  const homeParts = homeSections.map((section) => toPagePart(section.remote, section));
  const pageParts: PagePartsRoute[] = [
    ...routes.map((route) => ({ path: route.path, parts: [toPagePart(route.remote, route)] })),
    ...known.flatMap(([, manifest]) =>
      manifest.embeds.map((embed) => ({ path: embed.path, parts: [toPagePart(embed.remote, embed)] })),
    ),
    ...(homeParts.length > 0 ? homePaths.map((path) => ({ path, parts: homeParts })) : []),
  ];
  const unknownRemotes = Object.keys(manifests).filter((name) => manifests[name] === null);
  return { routes, homeSections, nav, pageParts, unknownRemotes };
}

export interface Viewer {
  loggedIn: boolean;
  /** The confirmed account's roles (User.roles); none until the server confirmed the account. */
  roles: readonly string[];
}

/**
 * Whether a visitor may see a page or an entry (a signed-in page they may not see still routes: it asks them to sign
 * in; a role's page shows the not-found page to a signed-in account without the role).
 */
export function isVisibleTo({ signedIn, role }: Audience, viewer: Viewer): boolean {
  if (role !== undefined) return viewer.loggedIn && viewer.roles.includes(role);
  if (signedIn === undefined) return true;
  return signedIn === viewer.loggedIn;
}

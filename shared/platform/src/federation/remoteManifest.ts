// What a remote publishes about itself (remote-manifest.json, next to its mf-manifest.json): the pages it owns, its
// sections on the home page, the parts of other remotes its pages embed, and its entries in the header. The shell
// knows none of this at build time; its server fetches each remote's manifest and checks it here.
import type { PagePart, RemoteName } from './contract';

/** The file a remote's build writes next to mf-manifest.json. */
export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';

/** A text in each of the site's languages. */
export interface Localized {
  en: string;
  ar: string;
}

/** Who may see a page or a navigation entry. */
export interface Audience {
  /**
   * true: signed-in visitors only (a page asks to sign in first). On a navigation entry, false: signed-out visitors
   * only.
   */
  signedIn?: boolean;
  /**
   * Signed-in visitors whose account has this role only: one of the account's `roles` (`'partner'` for a provider's
   * owner or staff, `'partner-owner'` for an owner, `'operations'` for Kemet operations). Anyone else opening the page
   * gets the not-found page, and the server never renders it.
   */
  role?: string;
}

export interface ManifestRoute extends Audience {
  /** React Router path pattern, relative to the root ('events', 'eventdetails/:eventId'). */
  path: string;
  /** The exposed module the page mounts ('EventsPage' for './EventsPage'). */
  module: string;
  /** The part's name in the loading and error notices ("The events page is not available right now."). */
  label: Localized;
  /** The default tab title, which the page may refine. */
  title: Localized;
  /**
   * A signed-in page whose content, apart from the visitor's own parts, is the same for everyone: the server renders
   * it. Other signed-in pages, and a role's page whatever it says, are the browser's.
   */
  serverRendered?: boolean;
  /** The page needs what only the browser has (a device key): the server never renders it. */
  browserOnly?: boolean;
  /** Nothing a search result should lead to (behind sign-in, payment or a key). */
  noindex?: boolean;
}

/** The height a home section holds while it loads, so nothing below it moves; per breakpoint of the design tokens. */
export interface SectionHeight {
  small: string;
  medium?: string;
  large?: string;
}

export interface ManifestHomeSection {
  module: string;
  label: Localized;
  /** Place on the home page: sections are shown in ascending order, from every remote. */
  order: number;
  height: SectionHeight;
  hydrateOnIntent?: boolean;
}

/** A part of another remote mounted inside one of this remote's pages (the events page's map). */
export interface ManifestEmbed {
  /** The page's path pattern. */
  path: string;
  remote: RemoteName;
  module: string;
  hydrateOnIntent?: boolean;
}

export interface ManifestNavEntry extends Audience {
  /** Path of the page it opens ('/events'). */
  path: string;
  label: Localized;
  /** 'main': the header's site links; 'account': its account corner. */
  place: 'main' | 'account';
  /** Ascending within its place, across remotes. */
  order: number;
}

export interface RemoteManifest {
  routes: ManifestRoute[];
  homeSections: ManifestHomeSection[];
  embeds: ManifestEmbed[];
  nav: ManifestNavEntry[];
}

export type ManifestCheck = { manifest: RemoteManifest } | { problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isLocalized = (value: unknown): value is Localized => isObject(value) && isText(value.en) && isText(value.ar);
const isOptional = (value: unknown, type: 'boolean' | 'string') => value === undefined || typeof value === type;
const hasAudience = (entry: Record<string, unknown>) =>
  isOptional(entry.signedIn, 'boolean') && isOptional(entry.role, 'string');
const isPath = (value: unknown): value is string =>
  typeof value === 'string' && !value.startsWith('/') && !/\s/.test(value);

const ENTRY_CHECKS: { [K in keyof RemoteManifest]: (entry: Record<string, unknown>) => boolean } = {
  routes: (route) =>
    isPath(route.path) &&
    isText(route.module) &&
    isLocalized(route.label) &&
    isLocalized(route.title) &&
    hasAudience(route) &&
    isOptional(route.serverRendered, 'boolean') &&
    isOptional(route.browserOnly, 'boolean') &&
    isOptional(route.noindex, 'boolean'),
  homeSections: (section) =>
    isText(section.module) &&
    isLocalized(section.label) &&
    Number.isFinite(section.order) &&
    isObject(section.height) &&
    isText(section.height.small) &&
    isOptional(section.height.medium, 'string') &&
    isOptional(section.height.large, 'string') &&
    isOptional(section.hydrateOnIntent, 'boolean'),
  embeds: (embed) =>
    isPath(embed.path) && isText(embed.remote) && isText(embed.module) && isOptional(embed.hydrateOnIntent, 'boolean'),
  nav: (entry) =>
    isText(entry.path) &&
    entry.path.startsWith('/') &&
    isLocalized(entry.label) &&
    (entry.place === 'main' || entry.place === 'account') &&
    Number.isFinite(entry.order) &&
    hasAudience(entry),
};

/**
 * Checks what a remote published: the manifest, or what is wrong with it (the shell then ignores the remote's
 * manifest).
 */
export function checkRemoteManifest(value: unknown): ManifestCheck {
  if (!isObject(value)) return { problem: 'not a JSON object' };
  for (const [key, check] of Object.entries(ENTRY_CHECKS) as [
    keyof RemoteManifest,
    (entry: Record<string, unknown>) => boolean,
  ][]) {
    const entries = value[key];
    if (!Array.isArray(entries)) return { problem: `${key} is not a list` };
    const bad = entries.findIndex((entry) => !isObject(entry) || !check(entry));
    if (bad >= 0) return { problem: `${key}[${bad}] is not a valid entry` };
  }
  return { manifest: value as unknown as RemoteManifest };
}

/** The parts a remote's page mounts: the page itself, then what it embeds. */
export function toPagePart(
  remote: RemoteName,
  { module, hydrateOnIntent }: { module: string; hydrateOnIntent?: boolean },
): PagePart {
  return hydrateOnIntent ? { remote, module, hydrateOnIntent } : { remote, module };
}

// What a front-end server knows of the site it serves: its runtime config, and for the shell the site composed from
// what each remote publishes (remoteSiteManifests.ts), the remotes' preload manifests and server entries, and the
// status and parts of each page path. One object, so the plugins that answer pages and config read the same state.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pagePartsAt } from '@kemet/platform/federation/pageParts';
import { composeSite } from '@kemet/platform/federation/siteComposition';
import { isPagePath } from './pageRequests';
import { PRELOAD_MANIFEST_FILE, preloadLinks, type PagePart, type PreloadManifest } from './preloadManifest';
import { RemoteManifests } from './remoteManifests';
import { RemoteSiteManifests } from './remoteSiteManifests';
import { pinnedServerEntries, ServerRemoteEntries } from './serverRemoteEntries';
import type { RuntimeConfig } from './runtimeConfig';

/** The shell's own pages (React Router patterns) and those of them that show the home sections. */
export interface ShellPages {
  pagePaths: string[];
  homePaths: string[];
}

/** The status of a page path: a page, none (404), or perhaps a page of a remote whose manifest is unknown (503). */
export type PagePathStatus = 200 | 404 | 503;

export class AppSite {
  private readonly ownManifest: PreloadManifest;
  private readonly remoteManifests: RemoteManifests;
  private readonly siteManifests: RemoteSiteManifests;
  readonly serverRemotes: ServerRemoteEntries;

  constructor(
    readonly config: RuntimeConfig,
    distDir: string,
    readonly shell: ShellPages | undefined,
    log: FastifyBaseLogger,
    remotesRefreshMs: number,
  ) {
    this.ownManifest = JSON.parse(readFileSync(path.join(distDir, PRELOAD_MANIFEST_FILE), 'utf8')) as PreloadManifest;
    this.remoteManifests = new RemoteManifests(config.remotes);
    this.siteManifests = new RemoteSiteManifests(config.remotes, (remote, problem) => log.warn({ remote }, problem));
    this.serverRemotes = new ServerRemoteEntries(config, Date.now, pinnedServerEntries(config), log, remotesRefreshMs);
  }

  /** The config as of now, the remotes' manifests included (inlined in each page and served at /remotes.json). */
  configNow(): RuntimeConfig {
    return this.shell ? { ...this.config, manifests: this.siteManifests.current() } : this.config;
  }

  private siteOf(pageConfig: RuntimeConfig) {
    return composeSite(pageConfig.manifests ?? {}, this.shell?.homePaths ?? []);
  }

  /** The remote parts a page path mounts. */
  partsAt(url: string, pageConfig: RuntimeConfig): PagePart[] {
    return this.shell ? pagePartsAt(this.siteOf(pageConfig).pageParts, new URL(url, 'http://page').pathname) : [];
  }

  pathStatus(url: string, pageConfig: RuntimeConfig): PagePathStatus {
    if (!this.shell) return 200;
    const site = this.siteOf(pageConfig);
    if (isPagePath([...this.shell.pagePaths, ...site.routes.map((route) => route.path)], url)) return 200;
    return site.unknownRemotes.length > 0 ? 503 : 404;
  }

  preloadsFor(parts: PagePart[], { stylesheetsOnly = false } = {}): string {
    return preloadLinks(this.ownManifest, parts.length > 0 ? this.remoteManifests.current() : {}, parts, {
      stylesheetsOnly,
    });
  }

  /**
   * Asked before a render, so a remote whose preload manifest is not known yet (started after the shell) is known by
   * the time the page's preloads are written, after the render.
   */
  askForRemoteFiles(): void {
    this.remoteManifests.current();
  }

  /**
   * The first pages already carry their hints and render their parts (each fetch gives up after 2 s: a remote that is
   * down does not hold the start).
   */
  async refreshAll({ serverEntries }: { serverEntries: boolean }): Promise<void> {
    if (!this.shell) return;
    await Promise.all([
      this.remoteManifests.refreshAll(),
      this.siteManifests.refreshAll(),
      serverEntries ? this.serverRemotes.refreshAll() : undefined,
    ]);
  }
}

// The shell's pages rendered on the server: loads the shell's server build (dist/server/render.js), asks it for the
// page, and streams the document around it: the template's head with the page's own head, language, stylesheets and
// preloads, then the rendered body, then the state the browser hydrates from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import type { KnownManifests } from '@kemet/platform/federation/siteComposition';
import type { RuntimeConfig } from './runtimeConfig';

/** What the shell's render entry (shell/src/server/renderPage.tsx) gives back. */
export interface RenderedPage {
  /**
   * 503: no known remote claims the path while some remote's manifest is unknown (its part may own it); 301: the page
   * lives at `location` (an experience asked for under the other kind's address); 303: a page behind a sign-in asked
   * for without a session, `location` the sign-in page.
   */
  status: 200 | 301 | 303 | 404 | 503;
  location?: string;
  language: 'en' | 'ar';
  /** The page's own head tags: title, description, canonical, sharing, JSON-LD. */
  headHtml: string;
  browserParts: string[];
  /** A page behind a sign-in or rendered for a signed-in visitor (pageCacheControl keeps it from shared caches). */
  signedIn: boolean;
  /** Whether the shell's page cache served it ('hit') or the page was rendered, and why. */
  cacheStatus: 'hit' | 'miss' | 'stale' | 'bypass';
  state: unknown;
  pipeBody: (into: Writable) => void;
}

export interface PageRequest {
  url: string;
  cookie?: string;
  origin: string;
  apiOrigin: string;
  serverRemotes: RuntimeConfig;
  /** The remotes' manifests as now known: the routes the shell composes. */
  manifests: KnownManifests;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** Starts loading the remotes' parts of every page (the shell's renderPage.tsx), so the first page finds them. */
export type WarmRemoteParts = (remotes: Pick<PageRequest, 'serverRemotes' | 'manifests'>) => Promise<void>;

interface ServerRenderModule {
  renderPage: RenderPage;
  warmRemoteParts?: WarmRemoteParts;
}

/** The shell's render function (and its warm-up), or null when the app has no server build (a remote). */
export async function loadServerRender(distDir: string): Promise<ServerRenderModule | null> {
  const entry = path.join(distDir, 'server', 'render.js');
  if (!existsSync(entry)) return null;
  // The build is CommonJS with an async start: its exports arrive as a promise.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built bundle, loaded at run time
  return await (require(entry) as Promise<ServerRenderModule>);
}

/** The document: `start` and `end` around the body React streams. */
export function streamDocument(start: string, page: RenderedPage, end: (state: unknown) => string): PassThrough {
  const document = new PassThrough();
  document.write(start);
  const body = new PassThrough();
  body.on('data', (chunk: Buffer) => document.write(chunk));
  body.on('end', () => document.end(end(page.state)));
  page.pipeBody(body);
  return document;
}

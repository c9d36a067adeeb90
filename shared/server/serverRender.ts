// The shell's pages rendered on the server: loads the shell's server build (dist/server/render.js), asks it for the
// page, and streams the document around it: the template's head with the page's own head, language, stylesheets and
// preloads, then the rendered body, then the state the browser hydrates from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import type { RuntimeConfig } from './runtimeConfig';

/** What the shell's render entry (shell/src/server/renderPage.tsx) gives back. */
export interface RenderedPage {
  status: 200 | 404;
  language: 'en' | 'ar';
  /** The page's own head tags: title, description, canonical, sharing, JSON-LD. */
  headHtml: string;
  browserParts: string[];
  /** A page behind a sign-in (pageCacheControl keeps it from shared caches). */
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
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The shell's render function, or null when the app has no server build (a remote). */
export async function loadServerRender(distDir: string): Promise<RenderPage | null> {
  const entry = path.join(distDir, 'server', 'render.js');
  if (!existsSync(entry)) return null;
  // The build is CommonJS with an async start: its exports arrive as a promise.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built bundle, loaded at run time
  const loaded = await (require(entry) as Promise<{ renderPage: RenderPage }>);
  return loaded.renderPage;
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

// /sitemap.xml and /robots.txt, served by the shell's server: the sitemap lists every event and tour page in both
// languages (with their hreflang alternates and the time their content last changed), robots.txt points at it and
// keeps checkout, account, bookings and the gate out. The origin is PUBLIC_ORIGIN, else the request's (proxy-aware).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, pathInLanguage } from '@kemet/platform/i18n/languages';

/** GET /api/sitemap/experiences, one entry per experience. */
export interface SitemapExperience {
  id: number;
  kind: 'event' | 'tour';
  updatedAt: string;
}

export interface SitemapPage {
  /** The path without its language prefix. */
  path: string;
  lastmod?: string;
}

/** The list pages every crawl starts from. */
export const HUB_PAGES = ['/home', '/events', '/tours'];

/** Paths crawlers must not visit (with their /ar forms): checkout, account, bookings and the gate. */
export const PRIVATE_PATHS = [
  '/payment',
  '/success',
  '/account',
  '/signin',
  '/forgot-password',
  '/reset-password',
  '/bookings',
  '/gate',
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** An experience's details page: the URL eventId is its record id - 1 (docs/product/rules.md#ids-in-urls). */
export const experiencePath = ({ id, kind }: SitemapExperience) =>
  `/${kind === 'event' ? 'eventdetails' : 'toursdetails'}/${id - 1}`;

export function sitemapPages(experiences: SitemapExperience[]): SitemapPage[] {
  return [
    ...HUB_PAGES.map((path) => ({ path })),
    ...experiences.map((e) => ({ path: experiencePath(e), lastmod: new Date(e.updatedAt).toISOString() })),
  ];
}

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urlIn = (path: string, language: (typeof LANGUAGES)[number]) =>
    xml(`${origin}${pathInLanguage(path, language)}`);
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${urlIn(path, language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(path, 'en')}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${urlIn(path, language)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(origin: string): string {
  const disallowed = PRIVATE_PATHS.flatMap((path) => [path, pathInLanguage(path, 'ar')]);
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** PUBLIC_ORIGIN as an origin (scheme, host, port), or an error naming the variable. */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN=${value} is not a URL: give the site's public origin, e.g. https://kemet.example`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_ORIGIN=${value} must be an http(s) URL`);
  return url.origin;
}

// A Host header is the client's to choose: only a plain host name or address (and port) makes an origin.
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The configured public origin, else the request's scheme and host (from the trusted proxy, if one is set). */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, configured?: string): string {
  if (configured) return configured;
  const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

export interface CrawlerFilesOptions {
  /** Where the data service listens (the /api proxy's upstream). */
  apiUrl: string;
  /** PUBLIC_ORIGIN, if set. */
  publicOrigin?: string;
  /** How long the list of experiences is kept between crawls. */
  cacheMs?: number;
}

export function registerCrawlerFiles(app: FastifyInstance, options: CrawlerFilesOptions): void {
  const configured = parsePublicOrigin(options.publicOrigin);
  const cacheMs = options.cacheMs ?? 60_000;
  let kept: { at: number; experiences: SitemapExperience[] } | undefined;
  const originHeaders = configured ? {} : { vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto' };

  async function experiences(): Promise<SitemapExperience[]> {
    if (kept && Date.now() - kept.at < cacheMs) return kept.experiences;
    const res = await fetch(new URL('/api/sitemap/experiences', options.apiUrl), { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`GET /api/sitemap/experiences answered ${res.status}`);
    kept = { at: Date.now(), experiences: (await res.json()) as SitemapExperience[] };
    return kept.experiences;
  }

  app.get('/robots.txt', (request, reply) => {
    reply
      .headers({
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        ...originHeaders,
      })
      .send(robotsTxt(requestOrigin(request, configured)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    let list: SitemapExperience[];
    try {
      list = await experiences();
    } catch (error) {
      app.log.warn({ err: error }, 'sitemap: the data service did not answer');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ error: { code: 'UNAVAILABLE', message: 'The sitemap is not available right now.' } });
    }
    return reply
      .headers({
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
        ...originHeaders,
      })
      .send(sitemapXml(requestOrigin(request, configured), sitemapPages(list)));
  });
}

// The <head> tags of a server-rendered page from its PageHead: title, description, canonical URL, Open Graph and
// Twitter card previews, hreflang alternates, robots and JSON-LD. Plain strings, no DOM: the shell's server writes
// them into the HTML before it streams the body.
import { LANGUAGES, pathInLanguage, type Language } from '../i18n/languages';
import type { PageHead } from './serverPage';

export const SITE_NAME = 'Kemet';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_EG' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values as HTML: nothing in them can open or close a tag or an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON inside <script>: `<` as \u003c, so no `</script>` (or `<!--`) in a string can end the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An absolute URL: root-relative paths are joined to the origin, absolute ones kept. */
export const absoluteUrl = (origin: string, url: string) => new URL(url, `${origin.replace(/\/+$/, '')}/`).toString();

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

export interface HeadPage {
  /** The public origin, e.g. https://kemet.example. */
  origin: string;
  /** The path without its language prefix. */
  path: string;
  language: Language;
}

/** The head tags of a page, as one HTML string. */
export function headTagsHtml(head: PageHead, page: HeadPage): string {
  const route = head.canonicalPath ?? page.path;
  const urlIn = (language: Language) => absoluteUrl(page.origin, pathInLanguage(route, language));
  const canonical = urlIn(page.language);
  const image = head.image && { ...head.image, url: absoluteUrl(page.origin, head.image.url) };

  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    link('canonical', canonical),
    ...LANGUAGES.map((language) => link('alternate', urlIn(language), language)),
    link('alternate', urlIn('en'), 'x-default'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)] : []),
    ...(head.jsonLd ?? []).map((object) => `<script type="application/ld+json">${scriptJson(object)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

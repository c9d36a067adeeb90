// The head tags of a server-rendered page.
import type { Language } from '../i18n/languages';
import { pathInLanguage } from '../i18n/languages';
import type { PageHead } from './serverPage';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headTagsHtml(head: PageHead, page: { origin: string; path: string; language: Language }): string {
  const canonical = `${page.origin}${pathInLanguage(head.canonicalPath ?? page.path, page.language)}`;
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}">`,
    `<link rel="canonical" href="${escape(canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
  ].join('');
}

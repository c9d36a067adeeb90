// The language of an answer, from the request's Accept-Language (RFC 9110 §12.5.4): the acceptable language with the
// highest q-value among those Kemet speaks, the earlier one on a tie; English when none is
// (docs/product/rules.md#languages). A hand-written parser, kept small and strict: a malformed entry is skipped, never
// an error, so no header gives a 500.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Longer headers are read up to here: browsers send well under 200 characters. */
const MAX_HEADER_LENGTH = 1024;
const TAG = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

interface Range {
  tag: string;
  q: number;
  index: number;
}

function parseRange(part: string, index: number): Range | null {
  const [rawTag, ...params] = part.split(';').map((p) => p.trim());
  if (!rawTag || !TAG.test(rawTag)) return null;
  let q = 1;
  for (const param of params) {
    const [name, value = ''] = param.split('=').map((p) => p.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!QVALUE.test(value)) return null;
    q = Number(value);
  }
  return { tag: rawTag.toLowerCase(), q, index };
}

/** The language ranges of a header, best first (q descending, then header order); q=0 ("not this one") kept, last. */
export function parseAcceptLanguage(header: string | string[] | undefined): Range[] {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, MAX_HEADER_LENGTH);
  return text
    .split(',')
    .map((part, index) => parseRange(part, index))
    .filter((r): r is Range => r !== null)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/** The primary subtag a range names ("ar-EG" → "ar"), or "*". */
const primary = (tag: string) => tag.split('-')[0];

// Browsers send a handful of distinct headers, so the first ones seen are negotiated once and remembered.
const REMEMBERED = 100;
const negotiated = new Map<string, Language>();

export function negotiateLanguage(header: string | string[] | undefined): Language {
  if (typeof header !== 'string') return chooseLanguage(header);
  let language = negotiated.get(header);
  if (!language) {
    language = chooseLanguage(header);
    if (negotiated.size < REMEMBERED) negotiated.set(header, language);
  }
  return language;
}

function chooseLanguage(header: string | string[] | undefined): Language {
  const ranges = parseAcceptLanguage(header);
  // A language refused with q=0 stays refused even when "*" would take it.
  // Only a bare language refuses it ("ar;q=0"); "ar-SA;q=0" refuses one region, and Kemet's Arabic is not regional.
  const refused = new Set(ranges.filter((r) => r.q === 0 && !r.tag.includes('-')).map((r) => r.tag));
  for (const range of ranges) {
    if (range.q === 0) break;
    const wanted = primary(range.tag);
    if (wanted === '*') return LANGUAGES.find((l) => !refused.has(l)) ?? DEFAULT_LANGUAGE;
    const found = LANGUAGES.find((l) => l === wanted && !refused.has(l));
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

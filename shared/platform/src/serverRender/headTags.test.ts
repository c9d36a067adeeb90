import { headTagsHtml, scriptJson } from './headTags';
import type { PageHead } from './serverPage';

const ORIGIN = 'https://kemet.example';
const head: PageHead = { title: 'Sound and Light at Giza', description: 'An evening show at the pyramids.' };

/** The tags as a document's head, read the way a crawler reads them. */
function parse(html: string) {
  document.head.innerHTML = html;
  const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    title: document.title,
    meta: (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
    metas: (key: string) =>
      [...document.head.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content')),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    scripts: [...document.head.querySelectorAll('script')],
  };
}

describe('headTagsHtml', () => {
  it('writes the title, description, canonical URL and hreflang alternates of an English page', () => {
    const page = parse(headTagsHtml(head, { origin: ORIGIN, path: '/eventdetails/0', language: 'en' }));
    expect(page.title).toBe('Sound and Light at Giza');
    expect(page.meta('description')).toBe('An evening show at the pyramids.');
    expect(page.canonical).toBe('https://kemet.example/eventdetails/0');
    expect(page.alternates).toEqual({
      en: 'https://kemet.example/eventdetails/0',
      ar: 'https://kemet.example/ar/eventdetails/0',
      'x-default': 'https://kemet.example/eventdetails/0',
    });
    expect(page.meta('robots')).toBeNull();
  });

  it('puts an Arabic page under /ar, with the Arabic Open Graph locale', () => {
    const page = parse(headTagsHtml(head, { origin: `${ORIGIN}/`, path: '/tours', language: 'ar' }));
    expect(page.canonical).toBe('https://kemet.example/ar/tours');
    expect(page.meta('og:url')).toBe('https://kemet.example/ar/tours');
    expect(page.meta('og:locale')).toBe('ar_EG');
    expect(page.metas('og:locale:alternate')).toEqual(['en_US']);
  });

  it('uses the canonical path the head gives, in the page language (the home page of Arabic is /ar/)', () => {
    const page = parse(
      headTagsHtml({ ...head, canonicalPath: '/' }, { origin: ORIGIN, path: '/home', language: 'ar' }),
    );
    expect(page.canonical).toBe('https://kemet.example/ar/');
  });

  it('writes Open Graph and a large Twitter card with an absolute image when there is one', () => {
    const image = { url: '/api/media/giza-1.png', width: 1200, height: 630, alt: 'The pyramids at night' };
    const page = parse(
      headTagsHtml({ ...head, image, ogType: 'article' }, { origin: ORIGIN, path: '/eventdetails/0', language: 'en' }),
    );
    expect(page.meta('og:site_name')).toBe('Kemet');
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe('Sound and Light at Giza');
    expect(page.meta('og:description')).toBe('An evening show at the pyramids.');
    expect(page.meta('og:locale')).toBe('en_US');
    expect(page.meta('og:image')).toBe('https://kemet.example/api/media/giza-1.png');
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.meta('og:image:alt')).toBe('The pyramids at night');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe('https://kemet.example/api/media/giza-1.png');
  });

  it('writes a small Twitter card and no og:image without an image, and og:type website by default', () => {
    const page = parse(headTagsHtml(head, { origin: ORIGIN, path: '/about', language: 'en' }));
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.meta('og:image')).toBeNull();
    expect(page.meta('og:type')).toBe('website');
  });

  it('asks robots not to index a page that says so', () => {
    const page = parse(headTagsHtml({ ...head, noindex: true }, { origin: ORIGIN, path: '/account', language: 'en' }));
    expect(page.meta('robots')).toBe('noindex');
  });

  it('keeps markup in a title or description as text', () => {
    const hostile = { title: 'x</title><script>alert(1)</script>', description: '"><script>alert(2)</script>' };
    const html = headTagsHtml(hostile, { origin: ORIGIN, path: '/eventdetails/0', language: 'en' });
    const page = parse(html);
    expect(page.title).toBe('x</title><script>alert(1)</script>');
    expect(page.meta('description')).toBe('"><script>alert(2)</script>');
    expect(page.scripts).toHaveLength(0);
    expect(html).not.toContain('<script>');
  });

  it('writes each JSON-LD object in its own script, which no string inside can close', () => {
    const jsonLd = [
      { '@context': 'https://schema.org', '@type': 'Event', name: 'A </script><script>alert(1)</script> show' },
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList' },
    ];
    const html = headTagsHtml({ ...head, jsonLd }, { origin: ORIGIN, path: '/eventdetails/0', language: 'en' });
    const scripts = parse(html).scripts;
    expect(scripts).toHaveLength(2);
    expect(scripts.map((s) => s.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ''))).toEqual(jsonLd);
  });

  it('escapes the line separators JSON allows and JavaScript once did not', () => {
    expect(scriptJson({ a: 'x\u2028y<' })).toBe('{"a":"x\\u2028y\\u003c"}');
  });
});

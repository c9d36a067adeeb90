/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHtmlTemplate, renderedPageTemplate } from './pageHtml';
import type { RuntimeConfig } from './runtimeConfig';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kemet-page-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function template(html: string) {
  const file = path.join(dir, `index-${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(file, html);
  return pageHtmlTemplate(file, { remotes: {} } as unknown as RuntimeConfig, []);
}

const INDEX = '<!doctype html><html lang="en"><head><title>Kemet</title><script defer src="/main.js"></script></head><body></body></html>';

test('an Arabic page opens with <html lang="ar" dir="rtl">', () => {
  const html = template(INDEX)('', { lang: 'ar', dir: 'rtl' });
  expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
  expect(html).not.toContain('lang="en"');
});

test('an English page says so, left to right', () => {
  expect(template(INDEX)('', { lang: 'en', dir: 'ltr' })).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
});

test('a minified page (no quotes) is handled too', () => {
  expect(template(INDEX.replace('lang="en"', 'lang=en'))('', { lang: 'ar', dir: 'rtl' })).toContain('<html lang="ar" dir="rtl">');
});

test('the preloads and the inlined config come before the entry script, whatever the language', () => {
  const html = template(INDEX)('<link rel="modulepreload" href="/x.js">', { lang: 'ar', dir: 'rtl' });
  expect(html.indexOf('/x.js')).toBeLessThan(html.indexOf('<script defer'));
  expect(html).toContain('<script type="application/json"');
});

test('a page that does not open with <html lang="en"> is refused at start, not served wrong', () => {
  expect(() => template(INDEX.replace(' lang="en"', ''))).toThrow(/must open with <html lang="en">/);
});

describe('renderedPageTemplate', () => {
  const RENDERED_INDEX =
    '<!doctype html><html lang="en"><head><title>Kemet</title><meta name="description" content="x"><script>start()</script>' +
    '<link rel=icon href=/favicon.svg><link href=/main.css rel=stylesheet></head><body><div id="root"></div></body></html>';

  function rendered(stylesheetTags: (hrefs: string[]) => string) {
    const file = path.join(dir, `rendered-${Math.random().toString(36).slice(2)}.html`);
    writeFileSync(file, RENDERED_INDEX);
    return renderedPageTemplate(
      file,
      { remotes: {} } as unknown as RuntimeConfig,
      [],
      stylesheetTags,
    )({
      language: { lang: 'en', dir: 'ltr' },
      headHtml: '<title>Tours · Kemet</title>',
      stylesheets: ['/91.css', 'http://catalog.example/ToursPage.css'],
      origins: [],
    });
  }

  it("writes the page's stylesheets and the template's own in their order, each as the writer says, and no other link", () => {
    const { start } = rendered((hrefs) => hrefs.map((href) => `<style data-href="${href}"></style>`).join(''));
    const order = [...start.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href);
    expect(order).toEqual(['/91.css', 'http://catalog.example/ToursPage.css', '/main.css']);
    expect(start).not.toContain('rel=stylesheet');
    expect(start).toContain('<link rel=icon href=/favicon.svg>');
  });

  it("puts the page's own head in place of the template's title and description, and opens the root for the body", () => {
    const { start, end } = rendered(() => '');
    expect(start.match(/<title>/g)).toHaveLength(1);
    expect(start).toContain('<title>Tours · Kemet</title></head>');
    expect(start).not.toContain('name="description"');
    expect(start.endsWith('<div id="root" data-server-rendered>')).toBe(true);
    expect(end({ a: '</script>' })).toContain('{"a":"\\u003c/script>"}');
  });
});

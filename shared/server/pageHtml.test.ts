/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHtmlTemplate } from './pageHtml';
import type { RuntimeConfig } from './runtimeConfig';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kemet-page-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function template(html: string) {
  const file = path.join(dir, `index-${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(file, html);
  return pageHtmlTemplate(file, { remotes: {} } as unknown as RuntimeConfig, []);
}

const INDEX =
  '<!doctype html><html lang="en"><head><title>Kemet</title><script defer src="/main.js"></script></head><body></body></html>';

test('an Arabic page opens with <html lang="ar" dir="rtl">', () => {
  const html = template(INDEX)('', { lang: 'ar', dir: 'rtl' });
  expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
  expect(html).not.toContain('lang="en"');
});

test('an English page says so, left to right', () => {
  expect(template(INDEX)('', { lang: 'en', dir: 'ltr' })).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
});

test('a minified page (no quotes) is handled too', () => {
  expect(template(INDEX.replace('lang="en"', 'lang=en'))('', { lang: 'ar', dir: 'rtl' })).toContain(
    '<html lang="ar" dir="rtl">',
  );
});

test('the preloads and the inlined config come before the entry script, whatever the language', () => {
  const html = template(INDEX)('<link rel="modulepreload" href="/x.js">', { lang: 'ar', dir: 'rtl' });
  expect(html.indexOf('/x.js')).toBeLessThan(html.indexOf('<script defer'));
  expect(html).toContain('<script type="application/json"');
});

test('a page that does not open with <html lang="en"> is refused at start, not served wrong', () => {
  expect(() => template(INDEX.replace(' lang="en"', ''))).toThrow(/must open with <html lang="en">/);
});

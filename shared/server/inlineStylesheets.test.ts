/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InlineStylesheets, MAX_INLINE_BYTES, rebaseUrls } from './inlineStylesheets';

const dist = mkdtempSync(path.join(os.tmpdir(), 'kemet-inline-css-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(path.join(dist, 'main.css'), 'body{margin:0}@font-face{src:url(/assets/font.woff2)}');
writeFileSync(path.join(dist, 'big.css'), `a{color:red}${' '.repeat(MAX_INLINE_BYTES)}`);

const REMOTE = 'http://catalog.example:8081/236.abcd.css';

function remoteServing(texts: Record<string, string | undefined>) {
  const asked: string[] = [];
  const fetchText = async (url: string) => {
    asked.push(url);
    return texts[url];
  };
  return { asked, fetchText };
}

describe('rebaseUrls', () => {
  it("resolves a remote stylesheet's relative url() against the remote, not the page", () => {
    expect(rebaseUrls('.m{background:url(assets/layers.png)}', 'http://map.example:8082/x.css')).toBe(
      '.m{background:url(http://map.example:8082/assets/layers.png)}',
    );
    expect(rebaseUrls(".m{background:url('../a b.png')}", 'http://map.example:8082/css/x.css')).toBe(
      ".m{background:url('http://map.example:8082/a%20b.png')}",
    );
  });

  it("keeps the shell's own root-relative URLs root-relative, and fragments and data URLs as they are", () => {
    const css = '@font-face{src:url(/assets/f.woff2)}.v{behavior:url(#default#VML)}.d{background:url("data:image/png;base64,AA==")}';
    expect(rebaseUrls(css, '/main.css')).toBe(css);
    expect(rebaseUrls('.x{background:url(assets/x.png)}', '/main.css')).toBe('.x{background:url(/assets/x.png)}');
  });
});

describe('InlineStylesheets', () => {
  it("inlines the app's own stylesheets from its dist/, marked with the URL the browser's chunk loader looks for", () => {
    const inline = new InlineStylesheets(dist, remoteServing({}).fetchText);
    expect(inline.tags(['/main.css'])).toBe('<style data-href="/main.css">body{margin:0}@font-face{src:url(/assets/font.woff2)}</style>');
  });

  it('links a stylesheet it cannot read, one that is too large, and one outside dist/', () => {
    const inline = new InlineStylesheets(dist, remoteServing({}).fetchText);
    expect(inline.tags(['/missing.css', '/big.css', '/../etc/passwd'])).toBe(
      '<link rel="stylesheet" href="/missing.css"><link rel="stylesheet" href="/big.css"><link rel="stylesheet" href="/../etc/passwd">',
    );
  });

  it("links a remote's stylesheet until its text has arrived in the background, then inlines it, fetched once", async () => {
    const remote = remoteServing({ [REMOTE]: '.card{background:url(assets/c.png)}' });
    const inline = new InlineStylesheets(dist, remote.fetchText);
    expect(inline.tags([REMOTE])).toBe(`<link rel="stylesheet" href="${REMOTE}">`);
    await inline.warm([REMOTE]);
    expect(inline.tags([REMOTE, '/main.css'])).toMatch(
      new RegExp(
        `^<style data-href="${REMOTE}">\\.card\\{background:url\\(http://catalog\\.example:8081/assets/c\\.png\\)\\}</style><style data-href="/main.css">`,
      ),
    );
    expect(remote.asked).toEqual([REMOTE]);
  });

  it('waits for a stylesheet that has not arrived only as long as it is told, then links it', async () => {
    const inline = new InlineStylesheets(dist, () => new Promise<string>(() => undefined));
    await inline.warm([REMOTE], 20);
    expect(inline.tags([REMOTE])).toBe(`<link rel="stylesheet" href="${REMOTE}">`);
  });

  it('asks again for a remote stylesheet it could not fetch (the remote was down for a moment)', async () => {
    const texts: Record<string, string | undefined> = {};
    const remote = remoteServing(texts);
    const inline = new InlineStylesheets(dist, remote.fetchText);
    await inline.warm([REMOTE]);
    expect(inline.tags([REMOTE])).toContain('<link');
    await inline.warm([REMOTE]);
    texts[REMOTE] = 'a{color:blue}';
    await inline.warm([REMOTE]);
    expect(inline.tags([REMOTE])).toBe(`<style data-href="${REMOTE}">a{color:blue}</style>`);
    expect(remote.asked).toHaveLength(3);
  });

  it('keeps a stylesheet from closing its <style> element, and its URL from leaving the attribute', async () => {
    const hostile = 'http://catalog.example:8081/"><x.css';
    const inline = new InlineStylesheets(dist, remoteServing({ [hostile]: 'a{content:"</style><script>alert(1)</script>"}' }).fetchText);
    await inline.warm([hostile]);
    const html = inline.tags([hostile]);
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('data-href="http://catalog.example:8081/&quot;>&lt;x.css"');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

/** @jest-environment node */
import { cookieValue } from '@kemet/platform/i18n/languages';
import { cacheControlFor, pageCacheControl, pageCacheStatus } from './cacheHeaders';

describe('cacheControlFor', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'main.js', 'index.html', 'main.css', 'main.js.br', 'sw.js'])(
    'revalidates %s',
    (file) => {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    },
  );

  it.each([
    '176.c8078134.js',
    '647.ff7998c5.css',
    '176.c8078134.js.gz',
    '176.c8078134.js.br',
    'assets/marker.0a1b2c3d.svg',
  ])('keeps %s for a year', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe('public, max-age=31536000, immutable');
  });
});

describe('pageCacheControl', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

  it('lets a CDN keep an anonymous page, whatever other cookies it carries', () => {
    expect(pageCacheControl(undefined)).toBe(PUBLIC);
    expect(pageCacheControl('sid=abc; theme=dark')).toBe(PUBLIC);
  });

  it('keeps a page with display choices to its visitor', () => {
    expect(pageCacheControl('sid=abc; currency=EUR')).toBe('private, no-cache');
  });

  it('keeps a page rendered with the visit’s party to its visitor; a party the render ignores changes nothing', () => {
    expect(pageCacheControl('kemet_party=2.1.0.foreign')).toBe('private, no-cache');
    expect(pageCacheControl('kemet_party=nonsense')).toBe(PUBLIC);
  });

  it('reads the cookies as the render does, so a choice it applies is never shared (a leading no-break space too)', () => {
    const header = '\u00a0currency=EUR';
    expect(cookieValue(header, 'currency')).toBe('EUR');
    expect(pageCacheControl(header)).toBe('private, no-cache');
    expect(pageCacheControl('sid=abc;\u00a0digits=arab')).toBe('private, no-cache');
  });

  it('keeps a page behind a sign-in to its visitor, with or without cookies', () => {
    expect(pageCacheControl(undefined, true)).toBe('private, no-cache');
    expect(pageCacheControl('sid=abc', true)).toBe('private, no-cache');
  });
});

describe('pageCacheStatus', () => {
  it("says, in RFC 9211's words, whether the page cache answered or why the page was rendered", () => {
    expect(pageCacheStatus('hit')).toBe('kemet-page; hit');
    expect(pageCacheStatus('miss')).toBe('kemet-page; fwd=miss');
    expect(pageCacheStatus('stale')).toBe('kemet-page; fwd=stale');
    expect(pageCacheStatus('bypass')).toBe('kemet-page; fwd=bypass');
  });
});

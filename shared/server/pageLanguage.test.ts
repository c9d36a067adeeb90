import { pageLanguageOf, rememberedLanguageRedirect } from './pageLanguage';

describe('pageLanguageOf: the address decides', () => {
  test.each([
    ['/', 'en', 'ltr'],
    ['/events?location=Luxor', 'en', 'ltr'],
    ['/ar', 'ar', 'rtl'],
    ['/ar/', 'ar', 'rtl'],
    ['/ar/events?location=Luxor', 'ar', 'rtl'],
    ['/ar/eventdetails/3', 'ar', 'rtl'],
    // Not the /ar prefix: a route that merely starts with the letters.
    ['/arrivals', 'en', 'ltr'],
    ['/area/ar', 'en', 'ltr'],
  ])('%s is %s, %s', (url, lang, dir) => {
    expect(pageLanguageOf(url)).toEqual({ lang, dir });
  });
});

describe('rememberedLanguageRedirect', () => {
  test('an English address asked with the Arabic cookie goes to the same page in Arabic, query string kept', () => {
    expect(rememberedLanguageRedirect('/events?location=Luxor&page=2', 'lang=ar')).toBe(
      '/ar/events?location=Luxor&page=2',
    );
    expect(rememberedLanguageRedirect('/', 'session=1; lang=ar; digits=latn')).toBe('/ar/');
    expect(rememberedLanguageRedirect('/eventdetails/3', 'currency=EGP;lang=ar')).toBe('/ar/eventdetails/3');
  });

  test('no redirect for an Arabic address, an English choice, no cookie, or another cookie', () => {
    expect(rememberedLanguageRedirect('/ar/events?x=1', 'lang=ar')).toBeNull();
    expect(rememberedLanguageRedirect('/events', 'lang=en')).toBeNull();
    expect(rememberedLanguageRedirect('/events', undefined)).toBeNull();
    expect(rememberedLanguageRedirect('/events', 'language=ar; xlang=ar')).toBeNull();
  });

  test('a shared Arabic link opens in Arabic even for a visitor who chose English (the address wins)', () => {
    expect(rememberedLanguageRedirect('/ar/events', 'lang=en')).toBeNull();
    expect(pageLanguageOf('/ar/events').lang).toBe('ar');
  });
});

describe('rememberedLanguageRedirect against crafted addresses', () => {
  test.each(['//evil.example/events', '/\\evil.example/events', '/%2F%2Fevil.example', '/events?next=//evil.example'])(
    '%s stays on this site: the target is a path under /ar/',
    (url) => {
      const target = rememberedLanguageRedirect(url, 'lang=ar');
      expect(target).toMatch(/^\/ar\//);
      expect(new URL(target!, 'https://kemet.example').origin).toBe('https://kemet.example');
    },
  );

  test('a malformed or huge cookie header is no redirect, never an error', () => {
    expect(rememberedLanguageRedirect('/events', 'lang=%E0%A4%A')).toBeNull();
    expect(rememberedLanguageRedirect('/events', `${'x=1; '.repeat(100_000)}lang=ar`)).toBe('/ar/events');
  });
});

import { cookieValue, intlLocaleOf, languageOfPath, pathInLanguage } from './languages';

describe('language addresses', () => {
  it('reads the language from the path: /ar and /ar/… only', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/events')).toBe('ar');
    expect(languageOfPath('/arabic-nights')).toBe('en');
    expect(languageOfPath('/events')).toBe('en');
  });

  it('moves a path, its query and hash between languages', () => {
    expect(pathInLanguage('/events?location=Luxor#top', 'ar')).toBe('/ar/events?location=Luxor#top');
    expect(pathInLanguage('/ar/events?location=Luxor', 'en')).toBe('/events?location=Luxor');
    expect(pathInLanguage('/', 'ar')).toBe('/ar/');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/events', 'ar')).toBe('/ar/events');
  });

  it('gives Intl locales with the digits asked for', () => {
    expect(intlLocaleOf('en')).toBe('en-GB');
    expect(intlLocaleOf('ar')).toBe('ar-EG');
    expect(intlLocaleOf('ar', 'latn')).toBe('ar-EG-u-nu-latn');
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(1450)).toBe('١٬٤٥٠');
    expect(new Intl.NumberFormat(intlLocaleOf('ar', 'latn')).format(1450)).toBe('1,450');
  });

  it('reads one cookie out of a header', () => {
    expect(cookieValue('a=1; lang=ar; b=2', 'lang')).toBe('ar');
    expect(cookieValue('language=ar', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
    expect(cookieValue('lang=%E0%A4%A', 'lang')).toBeUndefined();
  });
});

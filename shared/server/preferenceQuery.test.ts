import { preferenceQueryRedirect } from './preferenceQuery';

describe('preferenceQueryRedirect', () => {
  test('a currency picked in the form is remembered, and the page is answered at its own address', () => {
    expect(preferenceQueryRedirect('/events?sort=name&page=2&currency=EUR')).toEqual({
      location: '/events?sort=name&page=2',
      cookies: ['currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax'],
    });
  });

  test('the language link remembers the language it leads to', () => {
    expect(preferenceQueryRedirect('/ar/events?map=off&lang=ar')).toEqual({
      location: '/ar/events?map=off',
      cookies: ['lang=ar; Path=/; Max-Age=31536000; SameSite=Lax'],
    });
    expect(preferenceQueryRedirect('/?lang=en')?.location).toBe('/');
  });

  test('a value that is not a choice is dropped, not remembered', () => {
    expect(preferenceQueryRedirect('/tours?currency=GBP&lang=fr')).toEqual({ location: '/tours', cookies: [] });
    expect(preferenceQueryRedirect('/tours?currency=;%20Domain=evil')).toEqual({ location: '/tours', cookies: [] });
  });

  test('an address without a choice is answered where it is', () => {
    expect(preferenceQueryRedirect('/events?sort=name&location=Luxor')).toBeNull();
    expect(preferenceQueryRedirect('/ar/')).toBeNull();
  });

  test('the redirect stays on this site, whatever the path looks like', () => {
    expect(preferenceQueryRedirect('//evil.example/x?lang=ar')?.location).toBe('/x');
  });
});

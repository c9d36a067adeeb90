import { mayKeep, cacheStrategyFor } from './offlinePolicy';

const get = (url: string, mode = 'no-cors') => ({ url, method: 'GET', mode });

describe('cacheStrategyFor: the service worker’s choice per request', () => {
  it('serves a ticket page from the cache only when the network fails', () => {
    expect(cacheStrategyFor(get('https://kemet.example/bookings/KMT-ABCDEF', 'navigate'))).toBe(
      'network-first-then-cache',
    );
    expect(cacheStrategyFor(get('https://kemet.example/ar/bookings/KMT-ABCDEF', 'navigate'))).toBe(
      'network-first-then-cache',
    );
  });

  it('leaves other pages alone, My bookings included', () => {
    expect(cacheStrategyFor(get('https://kemet.example/bookings', 'navigate'))).toBe('network-only');
    expect(cacheStrategyFor(get('https://kemet.example/events/3', 'navigate'))).toBe('network-only');
    expect(cacheStrategyFor(get('https://kemet.example/bookings/KMT-ABCDEF/extra', 'navigate'))).toBe('network-only');
  });

  it('never keeps API answers, which may carry a session, but keeps public artwork', () => {
    expect(cacheStrategyFor(get('https://kemet.example/api/bookings/KMT-ABCDEF', 'cors'))).toBe('network-only');
    expect(cacheStrategyFor(get('https://kemet.example/api/me', 'cors'))).toBe('network-only');
    expect(cacheStrategyFor(get('https://kemet.example/api/media/pyramids.webp'))).toBe('network-first-then-cache');
  });

  it('may serve kept assets of any origin, remotes’ scripts and manifests included', () => {
    expect(cacheStrategyFor(get('https://checkout.kemet.example/remoteEntry.js'))).toBe('network-first-then-cache');
    expect(cacheStrategyFor(get('https://checkout.kemet.example/mf-manifest.json', 'cors'))).toBe(
      'network-first-then-cache',
    );
    expect(cacheStrategyFor(get('https://kemet.example/remotes.json', 'cors'))).toBe('network-first-then-cache');
  });

  it('leaves writes alone', () => {
    expect(cacheStrategyFor({ url: 'https://kemet.example/api/media/x.webp', method: 'POST', mode: 'cors' })).toBe(
      'network-only',
    );
    expect(
      cacheStrategyFor({ url: 'https://kemet.example/bookings/KMT-ABCDEF', method: 'POST', mode: 'navigate' }),
    ).toBe('network-only');
  });
});

describe('mayKeep', () => {
  it('refuses what is not http(s)', () => {
    expect(mayKeep('chrome-extension://abc/script.js')).toBe(false);
    expect(mayKeep('data:text/plain,hi')).toBe(false);
    expect(mayKeep('not a url')).toBe(false);
    expect(mayKeep('http://localhost:4000/main.js')).toBe(true);
  });
});

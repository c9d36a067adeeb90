import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createPageCache, dataFingerprint, type CachedPage, type PageCacheKey } from './pageCache';

const KEY: PageCacheKey = {
  url: '/eventdetails/0',
  origin: 'https://kemet.example',
  preferences: { language: 'en' },
  remotes: { catalog: 'v1' },
  viewer: { loggedIn: false, roles: [] },
  party: null,
};

function queriesWith(data: unknown, fetchedAt: number) {
  const client = new QueryClient();
  client.setQueryData(['events', 'detail', 1], data, { updatedAt: fetchedAt });
  return dehydrate(client);
}

const page = (fingerprint: string): CachedPage => ({
  fingerprint,
  renderedAt: 1,
  headHtml: '<title>Balloon</title>',
  body: '<main>Balloon</main>',
});

describe('dataFingerprint', () => {
  it('is the same for the same data fetched at another moment', () => {
    expect(dataFingerprint(queriesWith({ ticketsCount: 5 }, 1_000))).toBe(
      dataFingerprint(queriesWith({ ticketsCount: 5 }, 9_000)),
    );
  });

  it('differs when any value of the data differs', () => {
    expect(dataFingerprint(queriesWith({ ticketsCount: 5 }, 1_000))).not.toBe(
      dataFingerprint(queriesWith({ ticketsCount: 4 }, 1_000)),
    );
  });
});

describe('the page cache', () => {
  it('serves a kept page only while its data is the same', () => {
    const cache = createPageCache();
    expect(cache.lookup(KEY, 'a').status).toBe('miss');
    cache.set(KEY, page('a'));
    expect(cache.lookup(KEY, 'a')).toEqual({ status: 'hit', page: page('a') });
    expect(cache.lookup(KEY, 'b')).toEqual({ status: 'stale' });
  });

  it('keeps pages apart by address, origin, display choices, the remotes’ builds, the header’s viewer and the visit’s party', () => {
    const cache = createPageCache();
    cache.set(KEY, page('a'));
    for (const other of [
      { ...KEY, url: '/eventdetails/1' },
      { ...KEY, origin: 'http://localhost:8080' },
      { ...KEY, preferences: { language: 'ar' } },
      { ...KEY, remotes: { catalog: 'v2' } },
      { ...KEY, viewer: { loggedIn: true, roles: [] } },
      { ...KEY, viewer: { loggedIn: true, roles: ['partner'] } },
      { ...KEY, party: { adults: 2, children: 1, infants: 0, residency: 'foreign' } },
    ]) {
      expect(cache.lookup(other, 'a').status).toBe('miss');
    }
  });

  it('forgets a page after the time a CDN may keep it', () => {
    const clock = { ms: 1_000, now: () => clock.ms };
    const cache = createPageCache({ clock });
    cache.set(KEY, page('a'));
    clock.ms += 29_000;
    expect(cache.lookup(KEY, 'a').status).toBe('hit');
    clock.ms += 2_000;
    expect(cache.lookup(KEY, 'a').status).toBe('miss');
  });
});

/** @jest-environment node */
import { cacheControlFor } from './cacheHeaders';

describe('cacheControlFor', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'main.js', 'index.html', 'main.css', 'main.js.br', 'sw.js'])('revalidates %s', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
  });

  it.each(['176.c8078134.js', '647.ff7998c5.css', '176.c8078134.js.gz', '176.c8078134.js.br', 'assets/marker.0a1b2c3d.svg'])(
    'keeps %s for a year',
    (file) => {
      expect(cacheControlFor(`/dist/${file}`)).toBe('public, max-age=31536000, immutable');
    },
  );
});

import { blurredArtworkOf, pictureSourcesOf, previewUrlOf } from './artwork';

test("the API's artwork has its WebP pictures beside it, wherever the API is", () => {
  expect(pictureSourcesOf('/api/media/karnak-dusk.svg')).toEqual({
    src: '/api/media/400/karnak-dusk.webp',
    srcSet: '/api/media/400/karnak-dusk.webp 400w, /api/media/800/karnak-dusk.webp 800w',
  });
  expect(pictureSourcesOf('https://kemet.example/api/media/giza-1.svg').src).toBe(
    'https://kemet.example/api/media/400/giza-1.webp',
  );
});

test("the API's artwork has its blurred raster and its sharing preview beside it", () => {
  expect(blurredArtworkOf('/api/media/karnak-dusk.svg')).toBe('/api/media/blurred/karnak-dusk.png');
  expect(blurredArtworkOf('https://kemet.example/api/media/giza-1.svg')).toBe(
    'https://kemet.example/api/media/blurred/giza-1.png',
  );
  expect(previewUrlOf('https://kemet.example/api/media/giza-1.svg')).toBe('https://kemet.example/api/media/giza-1.png');
});

test('another picture has none: it is shown, blurred and shared as it is', () => {
  for (const url of [
    'https://cdn.example/photos/balloon.jpg',
    '/api/media/karnak-dusk.png',
    'https://cdn.example/drawings/nile.svg',
  ]) {
    expect(pictureSourcesOf(url)).toEqual({ src: url });
    expect(blurredArtworkOf(url)).toBeUndefined();
    expect(previewUrlOf(url)).toBe(url);
  }
});

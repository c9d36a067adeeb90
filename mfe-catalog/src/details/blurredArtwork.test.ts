import { blurredArtworkOf } from './blurredArtwork';

test("the API's artwork has its blurred raster beside it, wherever the API is", () => {
  expect(blurredArtworkOf('/api/media/karnak-dusk.svg')).toBe('/api/media/blurred/karnak-dusk.png');
  expect(blurredArtworkOf('https://kemet.example/api/media/giza-1.svg')).toBe('https://kemet.example/api/media/blurred/giza-1.png');
});

test('another picture has none: the banner blurs it itself', () => {
  expect(blurredArtworkOf('https://cdn.example/photos/balloon.jpg')).toBeUndefined();
  expect(blurredArtworkOf('/api/media/karnak-dusk.png')).toBeUndefined();
});

// The banner's backdrop: the API's blurred raster of an experience's artwork (GET /api/media/blurred/<name>.png, 48 px
// wide), which the browser scales up smoothly. Blurring the SVG with CSS cost the first paint some 25 ms of raster.

/** "/api/media/giza-1.svg" → "/api/media/blurred/giza-1.png"; undefined for a picture that is not the API's artwork. */
export function blurredArtworkOf(imageUrl: string): string | undefined {
  const artwork = imageUrl.match(/^(.*\/api\/media\/)([a-z0-9][a-z0-9-]*)\.svg$/);
  return artwork ? `${artwork[1]}blurred/${artwork[2]}.png` : undefined;
}

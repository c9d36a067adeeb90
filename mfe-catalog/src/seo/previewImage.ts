// The sharing preview of an experience: the raster twin of its first artwork (GET /api/media/<name>.png renders the
// seed SVG at 1200×630), since chat apps and search engines show no SVG preview.
import type { Experience } from '@kemet/contract';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** "/api/media/giza-1.svg" → "/api/media/giza-1.png"; any other URL is kept (it is already a raster). */
export const rasterUrlOf = (imageUrl: string) => imageUrl.replace(/\.svg$/, '.png');

export const previewImageOf = (experience: Experience) => ({
  url: rasterUrlOf(experience.images[0]),
  width: PREVIEW_WIDTH,
  height: PREVIEW_HEIGHT,
  alt: experience.name,
});

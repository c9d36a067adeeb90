// The sharing preview of an experience: the raster twin of its first artwork (GET /api/media/<name>.png renders the
// seed SVG at 1200×630), since chat apps and search engines show no SVG preview.
import type { Experience } from '@kemet/contract';
import { previewUrlOf } from '@kemet/ui/artwork';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export const previewImageOf = (experience: Experience) => ({
  url: previewUrlOf(experience.images[0]),
  width: PREVIEW_WIDTH,
  height: PREVIEW_HEIGHT,
  alt: experience.name,
});

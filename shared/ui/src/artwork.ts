// The raster pictures the API makes of its own artwork (api/src/routes/mediaRasters.ts), found from the artwork's URL
// wherever the API is. A picture that is not the API's artwork (a provider's photo, say) has none and is used as it is.
const ARTWORK = /^(.*\/api\/media\/)([a-z0-9][a-z0-9-]*)\.svg$/;

/** The widths the API renders a page's picture in (its routes are made from this list): a card's, and a large one. */
export const PICTURE_WIDTHS = [400, 800] as const;

export interface PictureSources {
  src: string;
  srcSet?: string;
}

/** "/api/media/giza-1.svg" → WebP at each width, the smallest as src; another picture → itself alone. */
export function pictureSourcesOf(imageUrl: string): PictureSources {
  const artwork = imageUrl.match(ARTWORK);
  if (!artwork) return { src: imageUrl };
  const [, base, name] = artwork;
  const at = (width: number) => `${base}${width}/${name}.webp`;
  return { src: at(PICTURE_WIDTHS[0]), srcSet: PICTURE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}

/** "/api/media/giza-1.svg" → "/api/media/blurred/giza-1.png" (48 px wide, blurred); undefined for another picture. */
export function blurredArtworkOf(imageUrl: string): string | undefined {
  const artwork = imageUrl.match(ARTWORK);
  return artwork ? `${artwork[1]}blurred/${artwork[2]}.png` : undefined;
}

/** "/api/media/giza-1.svg" → "/api/media/giza-1.png" (1200×630, for link previews); another picture is kept. */
export const previewUrlOf = (imageUrl: string) => imageUrl.replace(ARTWORK, '$1$2.png');

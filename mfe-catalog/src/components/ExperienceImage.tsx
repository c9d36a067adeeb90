// An experience's picture with its intrinsic size set, lazy unless it is above the fold, so nothing shifts. The API's
// artwork comes as WebP in two widths: the browser decodes a raster off its main thread, and takes the width `sizes`
// asks.
import type { Experience } from '@kemet/contract';
import { pictureSourcesOf } from '@kemet/ui';

interface Props {
  experience: Pick<Experience, 'name' | 'imageWidth' | 'imageHeight'>;
  src: string;
  /** How wide the picture is shown at each viewport, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
  /** Above the fold: loaded at once, and decoded in step with the paint that shows it (an async decode could leave it
   * out of the first paint, and the page's largest paint waits for a later one). */
  eager?: boolean;
  alt?: string;
}

export function ExperienceImage({ experience, src, sizes, className, eager = false, alt }: Props) {
  const sources = pictureSourcesOf(src);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt ?? experience.name}
      width={experience.imageWidth}
      height={experience.imageHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      className={className}
    />
  );
}

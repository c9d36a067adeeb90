// An experience's picture with its intrinsic size set, lazy unless it is above the fold, so nothing shifts.
import type { Experience } from '@kemet/contract';

interface Props {
  experience: Pick<Experience, 'name' | 'imageWidth' | 'imageHeight'>;
  src: string;
  className?: string;
  /** Above the fold: loaded at once, and decoded in step with the paint that shows it (an async decode could leave it
   * out of the first paint, and the page's largest paint waits for a later one). */
  eager?: boolean;
  alt?: string;
}

export function ExperienceImage({ experience, src, className, eager = false, alt }: Props) {
  return (
    <img
      src={src}
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

// The details pages' banner: the experience's image blurred behind a dark gradient, the title in white, the sharp image
// beside it.
import { preload } from 'react-dom';
import type { Experience } from '@kemet/contract';
import { blurredArtworkOf } from '@kemet/ui';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import styles from './DetailsBanner.module.css';

export function DetailsBanner({ experience, eyebrow }: { experience: Experience; eyebrow: string }) {
  const image = experience.images[0];
  const blurredImage = blurredArtworkOf(image);
  // A background image is found only once the styles apply: a page the browser renders asks for it as it renders.
  // (The server render does not pass this hint on; there the picture comes after the stylesheets, a low-entropy
  // backdrop that is not the page's largest paint.)
  if (blurredImage) preload(blurredImage, { as: 'image' });
  return (
    <header className={styles.banner}>
      <div
        className={blurredImage ? styles.backdrop : `${styles.backdrop} ${styles.blurredHere}`}
        style={{ backgroundImage: `url("${blurredImage ?? image}")` }}
        aria-hidden="true"
      />
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>
            <bdi>{experience.name}</bdi>
          </h1>
          <LocationLine location={experience.locationLabel} light />
        </div>
        <ExperienceImage
          experience={experience}
          src={image}
          sizes="(min-width: 1280px) 540px, (min-width: 768px) 45vw, 80vw"
          className={styles.image}
          eager
        />
      </div>
    </header>
  );
}

// The details pages' banner: the experience's image blurred behind a dark gradient, the title in white, the sharp image beside it.
import type { Experience } from '@kemet/contract';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import styles from './DetailsBanner.module.css';

export function DetailsBanner({ experience, eyebrow }: { experience: Experience; eyebrow: string }) {
  const image = experience.images[0];
  return (
    <header className={styles.banner}>
      <div className={styles.backdrop} style={{ backgroundImage: `url("${image}")` }} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>
            <bdi>{experience.name}</bdi>
          </h1>
          <LocationLine location={experience.locationLabel} light />
        </div>
        <ExperienceImage experience={experience} src={image} className={styles.image} eager />
      </div>
    </header>
  );
}

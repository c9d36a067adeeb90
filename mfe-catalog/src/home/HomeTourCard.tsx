// A home Tours card: a three-image collage, title, location, provider, and Learn More to the tour details.
import { buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link } from '@kemet/platform';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import styles from './HomeTourCard.module.css';

export function HomeTourCard({ tour }: { tour: Experience }) {
  const [first, second, third] = tour.images;
  return (
    <article className={styles.card}>
      <div className={styles.collage}>
        <ExperienceImage experience={tour} src={first} className={styles.big} />
        <ExperienceImage experience={tour} src={second} className={styles.small} alt="" />
        <ExperienceImage experience={tour} src={third} className={styles.small} alt="" />
      </div>
      <div className={styles.body}>
        <LocationLine location={tour.location} />
        <h3 className={styles.title}>{tour.name}</h3>
        <p className={styles.provider}>by {tour.provider.name}</p>
        <Link
          className={`${buttonClassName('secondary', 'sm')} ${styles.link}`}
          to={`/toursdetails/${eventIdFromRecordId(tour.id)}`}
          aria-label={`Learn More: ${tour.name}`}
        >
          Learn More
        </Link>
      </div>
    </article>
  );
}

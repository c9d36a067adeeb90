// What an experience's popup says: name, provider, place and price, with a link to its details page.
import { eventIdFromRecordId, formatPrice } from '@kemet/ui';
import { Link } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import styles from './popups.module.css';

export function ExperiencePopup({ experience }: { experience: Experience }) {
  return (
    <div className={styles.popup}>
      <p className={styles.title}>{experience.name}</p>
      <p className={styles.line}>
        {experience.location} · by {experience.provider.name}
      </p>
      <p className={styles.line}>From {formatPrice(experience.discountedPrice)}</p>
      <Link className={styles.link} to={`/eventdetails/${eventIdFromRecordId(experience.id)}`}>
        See details<span className={styles.hiddenLabel}> of {experience.name}</span>
      </Link>
    </div>
  );
}

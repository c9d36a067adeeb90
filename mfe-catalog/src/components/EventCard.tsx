// A travel-product card for one event: image on top, title, location, provider, short description and a details link.
import { eventIdFromRecordId } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link } from '@kemet/platform';
import { ExperienceImage } from './ExperienceImage';
import { LocationLine } from './LocationLine';
import styles from './EventCard.module.css';

interface Props {
  experience: Experience;
  /** The link's words: the events page says 'learn more', the home page 'Learn More'. */
  linkLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

export function EventCard({ experience, linkLabel = 'learn more', headingLevel: Heading = 'h2' }: Props) {
  const href = `/eventdetails/${eventIdFromRecordId(experience.id)}`;
  return (
    <article className={styles.card}>
      <ExperienceImage experience={experience} src={experience.images[0]} className={styles.image} />
      <div className={styles.body}>
        <LocationLine location={experience.location} />
        <Heading className={styles.title}>{experience.name}</Heading>
        <p className={styles.provider}>by {experience.provider.name}</p>
        <p className={styles.description}>{experience.description}</p>
        <Link className={styles.link} to={href} aria-label={`${linkLabel}: ${experience.name}`}>
          {linkLabel}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

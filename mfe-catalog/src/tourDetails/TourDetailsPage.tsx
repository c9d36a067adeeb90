// Tour details: banner with title and image, provider card, title and location, the guide card and 'TOUR INFO' from the record.
import { Button, buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import { EVENT_PAST_MESSAGE, hasTakenPlace } from '@kemet/contract';
import { Link } from '@kemet/platform';
import { ExperienceImage } from '../components/ExperienceImage';
import { ProviderCard } from '../components/ProviderCard';
import { DetailsScaffold } from '../details/DetailsScaffold';
import { GuideCard } from './GuideCard';
import styles from '../details/DetailsLayout.module.css';
import tourStyles from './TourDetailsPage.module.css';

export function TourDetailsPage() {
  return (
    <DetailsScaffold
      kind="tour"
      backTo="/tours"
      backLabel="Back to all tours"
      main={(tour) => (
        <>
          <div className={tourStyles.gallery}>
            {tour.images.slice(1).map((src, i) => (
              <ExperienceImage key={src} experience={tour} src={src} className={tourStyles.photo} alt={`${tour.name}, photo ${i + 2}`} />
            ))}
          </div>
          <h2 className={styles.sectionTitle}>TOUR INFO</h2>
          <p className={styles.text}>{tour.details}</p>
        </>
      )}
      side={(tour) => (
        <>
          <ProviderCard provider={tour.provider} />
          <GuideCard />
          {hasTakenPlace(tour) ? (
            <p className={tourStyles.past}>{EVENT_PAST_MESSAGE}</p>
          ) : tour.ticketsCount > 0 ? (
            <Link className={buttonClassName('primary')} to={`/payment/${eventIdFromRecordId(tour.id)}`}>
              Book this tour
            </Link>
          ) : (
            <Button disabled>Not Available!</Button>
          )}
        </>
      )}
    />
  );
}

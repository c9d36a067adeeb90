// Tour details: banner with title and image, provider card, title and location, the guide card and 'TOUR INFO' from the record.
import { Button, buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import { EVENT_PAST_MESSAGE, hasTakenPlace } from '@kemet/contract';
import { Link, QueryError, useParams } from '@kemet/platform';
import { DetailsBanner } from '../components/DetailsBanner';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import { NotFoundState } from '../components/NotFoundState';
import { ProviderCard } from '../components/ProviderCard';
import { useEventAt } from '../api/getEvent';
import { GuideCard } from './GuideCard';
import styles from '../components/DetailsLayout.module.css';
import tourStyles from './TourDetailsPage.module.css';

export function TourDetailsPage() {
  const { query, notFound } = useEventAt(useParams().eventId);
  if (notFound) return <NotFoundState kind="tour" backTo="/tours" backLabel="Back to all tours" />;
  if (query.isPending) return <DetailsSkeleton label="Loading the tour" />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <QueryError what="this tour" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const tour = query.data;
  return (
    <article data-team="catalog">
      <DetailsBanner experience={tour} eyebrow="Tour" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className={styles.title}>{tour.name}</h2>
          <LocationLine location={tour.location} />
          <p className={styles.lead}>{tour.description}</p>
          <div className={tourStyles.gallery}>
            {tour.images.slice(1).map((src, i) => (
              <ExperienceImage key={src} experience={tour} src={src} className={tourStyles.photo} alt={`${tour.name}, photo ${i + 2}`} />
            ))}
          </div>
          <h2 className={styles.sectionTitle}>TOUR INFO</h2>
          <p className={styles.text}>{tour.details}</p>
        </div>
        <div className={styles.side}>
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
        </div>
      </div>
    </article>
  );
}

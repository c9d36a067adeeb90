// Tour details: banner with title and image, title and location, 'TOUR INFO' from the record; beside it the booking
// card ('Book this tour'), the provider card and the guide card.
import { ExperienceImage } from '../components/ExperienceImage';
import { ProviderCard } from '../components/ProviderCard';
import { DetailsScaffold } from '../details/DetailsScaffold';
import { GuideCard } from './GuideCard';
import { TourBookingCard } from './TourBookingCard';
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
          <TourBookingCard tour={tour} />
          <ProviderCard provider={tour.provider} />
          <GuideCard />
        </>
      )}
    />
  );
}

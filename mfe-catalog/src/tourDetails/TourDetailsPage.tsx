// Tour details: banner with title and image, title and location, 'TOUR INFO' from the record; beside it the booking
// card ('Book this tour'), the provider card and the guide card.
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { ExperienceImage } from '../components/ExperienceImage';
import { ProviderCard } from '../components/ProviderCard';
import { DetailsScaffold } from '../details/DetailsScaffold';
import { GuideCard } from './GuideCard';
import { TourBookingCard } from './TourBookingCard';
import styles from '../details/DetailsLayout.module.css';
import tourStyles from './TourDetailsPage.module.css';

export function TourDetailsPage() {
  const { t } = useTranslation('catalog');
  return (
    <DetailsScaffold
      kind="tour"
      backTo="/tours"
      main={(tour) => (
        <>
          <div className={tourStyles.gallery}>
            {tour.images.slice(1).map((src, i) => (
              <ExperienceImage
                key={src}
                experience={tour}
                src={src}
                sizes="(min-width: 768px) 30vw, 50vw"
                className={tourStyles.photo}
                alt={t('details.tourPhoto', { name: tour.name, position: i + 2 })}
              />
            ))}
          </div>
          <h2 className={styles.sectionTitle}>{t('details.tourInfo')}</h2>
          <p className={styles.text} dir="auto">
            {tour.details}
          </p>
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

// A tour card (one column): three-photo slider, title, location, description, provider, 'Book', 'view', Trusted Partner.
import { buttonClassName, eventIdFromRecordId, formatPrice } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link } from '@kemet/platform';
import { ImageSlider } from '../components/ImageSlider';
import { LocationLine } from '../components/LocationLine';
import { TrustedBadge } from '../components/TrustedBadge';
import { websiteLabel } from '../components/ProviderCard';
import styles from './TourCard.module.css';

/** `first`: the card at the top of the list, whose picture is the page's largest paint. */
export function TourCard({ tour, first = false }: { tour: Experience; first?: boolean }) {
  const eventId = eventIdFromRecordId(tour.id);
  return (
    <article className={styles.card}>
      <ImageSlider experience={tour} eager={first} />
      <div className={styles.body}>
        <LocationLine location={tour.location} />
        <h2 className={styles.title}>{tour.name}</h2>
        <p className={styles.description}>{tour.description}</p>
        <div className={styles.provider}>
          <img className={styles.logo} src={tour.provider.image} alt={`${tour.provider.name} logo`} width={48} height={48} loading="lazy" />
          <div>
            <p className={styles.providerName}>{tour.provider.name}</p>
            <a href={tour.provider.website} target="_blank" rel="noopener noreferrer" className={styles.website}>
              {websiteLabel(tour.provider.website)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
          <TrustedBadge />
        </div>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.from}>from</span> {formatPrice(tour.discountedPrice)}
          </p>
          <div className={styles.actions}>
            <Link className={buttonClassName('secondary', 'sm')} to={`/toursdetails/${eventId}`} aria-label={`view ${tour.name}`}>
              view
            </Link>
            <Link className={buttonClassName('primary', 'sm')} to={`/payment/${eventId}`} aria-label={`Book ${tour.name}`}>
              Book
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

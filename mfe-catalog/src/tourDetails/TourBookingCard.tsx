// The tour's booking card: checkout's buy box with 'Book this tour', or 'This event has already taken place' once the
// tour has started.
import { type Experience, hasTakenPlace } from '@kemet/contract';
import { useNow, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { EmbeddedBuyBox } from '../details/EmbeddedBuyBox';
import styles from './TourBookingCard.module.css';

export function TourBookingCard({ tour }: { tour: Experience }) {
  const { t } = useTranslation('catalog');
  const past = hasTakenPlace(tour, useNow());
  return (
    <section className={styles.card} aria-labelledby="catalog-tour-booking-title">
      <h2 id="catalog-tour-booking-title" className={styles.heading}>
        {t('details.datesAndTickets')}
      </h2>
      {past ? <p className={styles.past}>{t('details.past')}</p> : <EmbeddedBuyBox experience={tour} action="tour" />}
    </section>
  );
}

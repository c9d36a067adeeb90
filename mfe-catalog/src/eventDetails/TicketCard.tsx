// The ticket card: price ('$' suffix), sale price with 'Save N%' and the 'SALE FOR' countdown, availability and 'Booking Now';
// once the event has started, only the price and 'This event has already taken place'.
import { Button, buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import { EVENT_PAST_MESSAGE, type Experience, hasTakenPlace } from '@kemet/contract';
import { Link } from '@kemet/platform';
import { PriceTag } from '../components/PriceTag';
import { SaleCountdown } from '../components/SaleCountdown';
import { SALE_COUNTDOWN_SECONDS, useCountdown } from '../hooks/useCountdown';
import styles from './TicketCard.module.css';

export function TicketCard({ experience }: { experience: Experience }) {
  const remaining = useCountdown(SALE_COUNTDOWN_SECONDS);
  const past = hasTakenPlace(experience);
  const onSale = experience.sale > 0;
  const saleRunning = onSale && remaining > 0 && !past;
  const available = experience.ticketsCount > 0;
  return (
    <section className={styles.card} aria-labelledby="catalog-ticket-title">
      <h2 id="catalog-ticket-title" className={styles.heading}>
        Tickets
      </h2>
      <div className={styles.priceRow}>
        <PriceTag experience={experience} />
        {saleRunning && <span className={styles.save}>{`Save ${experience.salePercent}%`}</span>}
      </div>
      <p className={styles.per}>per person</p>
      {saleRunning && <SaleCountdown remaining={remaining} />}
      {past ? <p className={styles.past}>{EVENT_PAST_MESSAGE}</p> : <BookingControls experience={experience} available={available} />}
    </section>
  );
}

function BookingControls({ experience, available }: { experience: Experience; available: boolean }) {
  return (
    <>
      {available ? (
        <p className={styles.available}>{`Available: ${experience.ticketsCount} tickets left`}</p>
      ) : (
        <p className={styles.soldOut}>Not Available!</p>
      )}
      {available ? (
        <Link className={`${buttonClassName('primary')} ${styles.book}`} to={`/payment/${eventIdFromRecordId(experience.id)}`}>
          Booking Now
        </Link>
      ) : (
        <Button className={styles.book} disabled>
          Booking Now
        </Button>
      )}
    </>
  );
}

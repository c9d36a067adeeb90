// The ticket card: price (in the traveller's currency), sale price with 'Save N%' and the 'SALE FOR' countdown, then
// the checkout's buy box (date, time, tickets, total, availability and 'Booking Now'); once the event has started, only
// the price and 'This event has already taken place'.
import { type Experience, hasTakenPlace } from '@kemet/contract';
import { useNow, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { EmbeddedBuyBox } from '../details/EmbeddedBuyBox';
import { PriceTag } from '../components/PriceTag';
import { SaleCountdown } from '../components/SaleCountdown';
import { SALE_COUNTDOWN_SECONDS, useCountdown } from '../hooks/useCountdown';
import styles from './TicketCard.module.css';

export function TicketCard({ experience }: { experience: Experience }) {
  const { t } = useTranslation('catalog');
  const remaining = useCountdown(SALE_COUNTDOWN_SECONDS);
  const past = hasTakenPlace(experience, useNow());
  const onSale = experience.sale > 0;
  const saleRunning = onSale && remaining > 0 && !past;
  return (
    <section className={styles.card} aria-labelledby="catalog-ticket-title">
      <h2 id="catalog-ticket-title" className={styles.heading}>
        {t('details.tickets')}
      </h2>
      <div className={styles.priceRow}>
        <PriceTag experience={experience} />
        {saleRunning && <span className={styles.save}>{t('details.save', { percent: experience.salePercent })}</span>}
      </div>
      <p className={styles.per}>{t('details.perPerson')}</p>
      {saleRunning && <SaleCountdown remaining={remaining} />}
      {past ? (
        <p className={styles.past}>{t('details.past')}</p>
      ) : (
        <EmbeddedBuyBox experience={experience} action="event" />
      )}
    </section>
  );
}

// One booking in My bookings: the experience (linked), reference, session in Cairo time, a line per category with the
// proof to bring, tickets, total, status, the free-cancellation deadline, its ticket page ('View tickets', or 'View
// booking' once cancelled), 'Cancel booking' while cancelling is free, and 'Write a review' once a ticket was checked in.
import type { Booking } from '@kemet/contract';
import { Button, buttonClassName, eventIdFromRecordId, pictureSourcesOf } from '@kemet/ui';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import { useProofToBring } from '../ui/proofToBring';
import { useFreeCancellationText } from '../ui/cancellationText';
import { StatusBadge } from './StatusBadge';
import { useStillBefore } from '../ui/useStillBefore';
import styles from './BookingCard.module.css';
import '../messages/checkoutMessages';

export interface BookingCardProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  /** Checked in at the gate: undefined when not (or not known), null before its review, else the review's id. */
  reviewId?: number | null;
  onReview?: (booking: Booking) => void;
}

export const cancelButtonId = (booking: Booking) => `checkout-booking-${booking.id}-cancel`;
export const titleId = (booking: Booking) => `checkout-booking-${booking.id}-title`;
export const reviewButtonId = (booking: Booking) => `checkout-booking-${booking.id}-review`;

export function BookingCard({ booking, onCancel, reviewId, onReview }: BookingCardProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const format = useFormat();
  const proofToBring = useProofToBring();
  const freeCancellationText = useFreeCancellationText();
  const stillFree = useStillBefore(booking.cancellableUntil);
  const confirmed = booking.status === 'confirmed';
  const hasTicketPage = confirmed || booking.status === 'cancelled';
  return (
    <article className={styles.card} aria-labelledby={titleId(booking)}>
      <img
        className={styles.image}
        {...pictureSourcesOf(booking.experience.image)}
        sizes="96px"
        alt=""
        width={96}
        height={72}
        loading="lazy"
      />
      <div className={styles.main}>
        <h2 id={titleId(booking)} className={styles.title} tabIndex={-1}>
          <Link to={`/eventdetails/${eventIdFromRecordId(booking.experience.id)}`}>{booking.experience.name}</Link>
        </h2>
        <p className={styles.meta}>
          {booking.experience.locationLabel} · {t('card.booked', { date: format.date(booking.createdAt) })} ·{' '}
          <bdi className={styles.reference}>{booking.reference}</bdi>
        </p>
        <p className={styles.session}>{format.dateTime(booking.session.startsAt)}</p>
        <ul className={styles.lines} aria-label={t('card.lines')}>
          {booking.lines.map((line) => (
            <li key={line.categoryId}>
              <span className={styles.line}>{t('quote.line', { quantity: line.quantity, label: line.label })}</span>{' '}
              <span className={styles.proof}>{proofToBring(line.proof)}</span>
            </li>
          ))}
        </ul>
        {booking.cancelledBy === 'partner' && booking.cancellationReason && (
          <p className={styles.ended}>{t('card.cancelledByPartner', { reason: booking.cancellationReason })}</p>
        )}
        {confirmed && (
          <p className={stillFree ? styles.free : styles.ended}>
            {freeCancellationText(booking.cancellableUntil, stillFree)}
          </p>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('card.tickets')}</dt>
          <dd>{format.number(booking.quantity)}</dd>
        </div>
        <div>
          <dt>{t('card.total')}</dt>
          <dd>{money.charged(booking.total, booking.currency)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('card.status')}</dt>
          <dd>
            <StatusBadge status={booking.status} />
          </dd>
        </div>
      </dl>
      {hasTicketPage && (
        <div className={styles.actions}>
          <Link
            to={`/bookings/${booking.reference}`}
            className={buttonClassName(confirmed ? 'primary' : 'secondary', 'sm')}
          >
            {confirmed ? t('card.viewTickets') : t('card.viewBooking')}
            <span className="visually-hidden">{t('card.forBooking', { reference: booking.reference })}</span>
          </Link>
          {reviewId === null && onReview && (
            <Button id={reviewButtonId(booking)} variant="secondary" size="sm" onClick={() => onReview(booking)}>
              {t('review.write')}
              <span className="visually-hidden">{t('card.forBooking', { reference: booking.reference })}</span>
            </Button>
          )}
          {typeof reviewId === 'number' && <span className={styles.reviewed}>{t('review.reviewed')}</span>}
          {confirmed && stillFree && (
            <Button
              id={cancelButtonId(booking)}
              variant="ghost"
              size="sm"
              className={styles.cancel}
              onClick={() => onCancel(booking)}
            >
              {t('card.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

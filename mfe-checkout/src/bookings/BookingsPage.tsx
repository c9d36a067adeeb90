// BookingsPage: exposed to the shell as 'checkout/BookingsPage' (/bookings, signed-in only): My bookings, with
// cancelling and, once a ticket was checked in at the gate, writing a review.
import { useState } from 'react';
import type { Booking } from '@kemet/contract';
import { buttonClassName } from '@kemet/ui';
import { Link, QueryError, useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';
import { useMyBookings } from '../api/getMyBookings';
import { useReviewableBookings } from '../api/getReviewableBookings';
import { BookingCard, cancelButtonId, reviewButtonId, titleId } from './BookingCard';
import { BookingsSkeleton } from './BookingsSkeleton';
import { CancelBookingDialog } from './CancelBookingDialog';
import { WriteReviewDialog } from './WriteReviewDialog';
import page from '../ui/Page.module.css';
import styles from './BookingsPage.module.css';

/** After the dialog closes, focus goes back to the row: its Cancel button, or its title once cancelled. */
function focusRow(booking: Booking) {
  requestAnimationFrame(() =>
    (
      document.getElementById(cancelButtonId(booking)) ??
      document.getElementById(reviewButtonId(booking)) ??
      document.getElementById(titleId(booking))
    )?.focus(),
  );
}

export default function BookingsPage() {
  const { t } = useTranslation('checkout');
  const bookings = useMyBookings();
  const reviewable = useReviewableBookings();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const [announcement, setAnnouncement] = useState('');

  let content;
  if (bookings.isPending) content = <BookingsSkeleton />;
  else if (bookings.isError)
    content = <QueryError what={t('bookings.what')} error={bookings.error} onRetry={() => void bookings.refetch()} />;
  else if (bookings.data.length === 0)
    content = (
      <div className={styles.empty}>
        <h2>{t('bookings.emptyTitle')}</h2>
        <p>{t('bookings.emptyText')}</p>
        <Link to="/events" className={buttonClassName('primary')}>
          {t('bookings.browseEvents')}
        </Link>
      </div>
    );
  else
    content = (
      <ul className={styles.list}>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              onCancel={setCancelling}
              reviewId={reviewable.data?.get(booking.reference)}
              onReview={setReviewing}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className={page.page} data-boundary="checkout">
      <h1 className={page.title}>{t('bookings.title')}</h1>
      {bookings.isSuccess && bookings.data.length > 0 && <p className={page.lead}>{t('bookings.lead')}</p>}
      {content}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {reviewing && (
        <WriteReviewDialog
          booking={reviewing}
          onWritten={(written) => {
            setAnnouncement(t('review.written', { name: written.experience.name }));
            setReviewing(null);
            focusRow(written);
          }}
          onClose={() => {
            setReviewing(null);
            focusRow(reviewing);
          }}
        />
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onCancelled={(cancelled) => {
            setAnnouncement(t('bookings.cancelled', { reference: cancelled.reference }));
            setCancelling(null);
            focusRow(cancelled);
          }}
          onClose={() => {
            setCancelling(null);
            focusRow(cancelling);
          }}
        />
      )}
    </div>
  );
}

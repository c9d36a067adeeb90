// Once per booking: the reference to read aloud, the provider, the meeting place with its map link, and (for a
// confirmed booking) "Add to calendar" and "Print tickets".
import type { BookingTickets } from '@kemet/contract';
import { Button, buttonClassName } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { openStreetMapLink } from './mapLink';
import { ReadAloudReference } from './ReadAloudReference';
import styles from './BookingDetails.module.css';
import '../messages/checkoutMessages';

export const calendarLink = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar.ics`;

export function BookingDetails({ booking, provider, meetingPlace }: BookingTickets) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.details} aria-label={t('tickets.details')}>
      <ReadAloudReference reference={booking.reference} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('tickets.meetingPlace')}</dt>
          <dd>
            <bdi>{meetingPlace.name}</bdi>{' '}
            <a
              href={openStreetMapLink(meetingPlace.latitude, meetingPlace.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.map}
            >
              {t('tickets.openMap')}
              <span className="visually-hidden">{t('tickets.openMapOf', { place: meetingPlace.name })}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('tickets.runBy')}</dt>
          <dd>{provider.label ?? provider.name}</dd>
        </div>
      </dl>
      {booking.status === 'confirmed' && (
        <div className={styles.actions}>
          <a href={calendarLink(booking.reference)} download className={buttonClassName('secondary')}>
            {t('tickets.calendar')}
          </a>
          <Button variant="primary" onClick={() => window.print()}>
            {t('tickets.print')}
          </Button>
        </div>
      )}
    </section>
  );
}

// A booking as the ticket page shows it: the experience and session on top, what happened to it when it holds no
// valid tickets, the booking's details once, and a card per ticket.
import type { BookingTickets } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { BookingDetails } from './BookingDetails';
import { BookingOutcome } from './BookingOutcome';
import { groupedReference } from './readAloud';
import { TicketCard } from './TicketCard';
import page from '../ui/Page.module.css';
import styles from './TicketPage.module.css';
import '../messages/checkoutMessages';

export function BookingTicketsView({ data }: { data: BookingTickets }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { booking, tickets } = data;
  const startsAt = booking.session.startsAt;
  const showTickets = booking.status === 'confirmed' && tickets.length > 0;
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {showTickets ? t('tickets.people', { count: tickets.length }) : t('tickets.yourBooking')}
        </p>
        <h1 className={page.title}>{booking.experience.name}</h1>
        <p className={styles.when}>
          {t('tickets.when', { date: format.day(startsAt), time: format.time(startsAt) })}{' '}
          <span className={styles.zone}>{t('tickets.cairoTime')}</span> · {booking.experience.locationLabel}
        </p>
      </header>
      {booking.status !== 'confirmed' && <BookingOutcome booking={booking} />}
      <div className={styles.layout}>
        <BookingDetails {...data} />
        {showTickets && (
          <ol className={styles.tickets} aria-label={t('tickets.list')}>
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard
                  ticket={ticket}
                  of={tickets.length}
                  booking={booking}
                  reference={groupedReference(booking.reference)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

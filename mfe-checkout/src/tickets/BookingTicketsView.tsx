// A booking as the ticket page shows it: the experience and session on top, what happened to it when it holds no
// valid tickets, the booking's details once, and a card per ticket.
import type { BookingTickets } from '@kemet/contract';
import { formatCairoDate, formatCairoTime } from '@kemet/ui';
import { BookingDetails } from './BookingDetails';
import { BookingOutcome } from './BookingOutcome';
import { groupedReference } from './readAloud';
import { TicketCard } from './TicketCard';
import page from '../ui/Page.module.css';
import styles from './TicketPage.module.css';

export function BookingTicketsView({ data }: { data: BookingTickets }) {
  const { booking, tickets } = data;
  const showTickets = booking.status === 'confirmed' && tickets.length > 0;
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {showTickets ? `Your tickets · ${tickets.length} ${tickets.length === 1 ? 'person' : 'people'}` : 'Your booking'}
        </p>
        <h1 className={page.title}>{booking.experience.name}</h1>
        <p className={styles.when}>
          {formatCairoDate(booking.session.startsAt)} at {formatCairoTime(booking.session.startsAt)} <span className={styles.zone}>Cairo time</span> ·{' '}
          {booking.experience.location}
        </p>
      </header>
      {booking.status !== 'confirmed' && <BookingOutcome booking={booking} />}
      <div className={styles.layout}>
        <BookingDetails {...data} />
        {showTickets && (
          <ol className={styles.tickets} aria-label="Tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} of={tickets.length} booking={booking} reference={groupedReference(booking.reference)} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

// TicketPage: exposed to the shell as 'checkout/TicketPage' (/bookings/:reference, signed-in only): a booking's tickets,
// one card per person with its QR, the booking's details once, and its offline copy when there is no connection.
import type { BookingTickets } from '@kemet/contract';
import { ApiError, QueryError, useParams } from '@kemet/platform';
import { formatCairoDate, formatCairoDateTime, formatCairoTime, Notice } from '@kemet/ui';
import { BookingDetails } from './BookingDetails';
import { BookingNotFound } from './BookingNotFound';
import { BookingOutcome } from './BookingOutcome';
import { groupedReference } from './readAloud';
import { TicketCard } from './TicketCard';
import { TicketPageSkeleton } from './TicketPageSkeleton';
import { useTicketsOffline } from './useTicketsOffline';
import page from '../ui/Page.module.css';
import styles from './TicketPage.module.css';

function BookingTicketsView({ data }: { data: BookingTickets }) {
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

export default function TicketPage() {
  const reference = useParams().reference ?? '';
  const { query, savedCopy } = useTicketsOffline(reference);

  let content;
  if (query.isPending) content = <TicketPageSkeleton />;
  else if (query.isSuccess) content = <BookingTicketsView data={query.data} />;
  else if (savedCopy)
    content = (
      <>
        <div className={styles.offline}>
          <Notice tone="info">You are offline. This is the copy saved on {formatCairoDateTime(savedCopy.savedAt)}.</Notice>
        </div>
        <BookingTicketsView data={savedCopy.data} />
      </>
    );
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = <BookingNotFound reference={reference} />;
  else
    content = (
      <>
        <h1 className={page.title}>Your tickets</h1>
        <QueryError what="your tickets" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );

  return (
    <div className={`${page.page} ${styles.page}`} data-boundary="checkout">
      {content}
    </div>
  );
}

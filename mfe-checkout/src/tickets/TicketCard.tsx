// One person's ticket: "Ticket 1 of 3", its QR on a white panel, the experience, the session in Cairo time, the
// category and the proof to bring, and when it was checked in.
import { lazy, Suspense } from 'react';
import type { Booking, Ticket } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { useProofToBring } from '../ui/proofToBring';
import { loadTicketQr } from './loadTicketQr';
import styles from './TicketCard.module.css';
import '../messages/checkoutMessages';

const TicketQr = lazy(loadTicketQr);

export interface TicketCardProps {
  ticket: Ticket;
  of: number;
  booking: Booking;
  /** The reference as shown, "KMT-7F3-K2Q", so a printed ticket carries it too. */
  reference: string;
}

export function TicketCard({ ticket, of, booking, reference }: TicketCardProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const proofToBring = useProofToBring();
  const titleId = `checkout-ticket-${ticket.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('tickets.ticketOf', { number: ticket.number, of })}
      </h2>
      <div className={styles.qrPanel}>
        {ticket.token ? (
          <Suspense fallback={<div className={styles.qrPlaceholder} />}>
            <TicketQr token={ticket.token} label={t('tickets.qr', { number: ticket.number })} />
          </Suspense>
        ) : (
          <p className={styles.void}>{t('tickets.void')}</p>
        )}
      </div>
      <div className={styles.facts}>
        <p className={styles.experience}>{booking.experience.name}</p>
        <p className={styles.when}>
          <span>{format.day(booking.session.startsAt)}</span>
          <span className={styles.clock}>
            <span className={styles.time}>{format.time(booking.session.startsAt)}</span>{' '}
            <span className={styles.zone}>{t('tickets.cairoTime')}</span>
          </span>
        </p>
        <p className={styles.category}>{ticket.category.label}</p>
        <p className={styles.proof}>{proofToBring(ticket.category.proof)}</p>
        {ticket.checkedInAt && (
          <p className={styles.checkedIn}>{t('tickets.checkedIn', { when: format.dateTime(ticket.checkedInAt) })}</p>
        )}
        <p className={styles.reference}>
          <bdi>{reference}</bdi>
        </p>
      </div>
    </article>
  );
}

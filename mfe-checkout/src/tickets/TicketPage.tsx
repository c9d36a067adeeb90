// TicketPage: exposed to the shell as 'checkout/TicketPage' (/bookings/:reference, signed-in only): a booking's
// tickets, one card per person with its QR, the booking's details once, and its offline copy when there is no
// connection.
import { ApiError, QueryError, useFormat, useParams, useTranslation } from '@kemet/platform';
import { Notice } from '@kemet/ui';
import '../messages/checkoutMessages';
import { BookingNotFound } from './BookingNotFound';
import { BookingTicketsView } from './BookingTicketsView';
import { TicketPageSkeleton } from './TicketPageSkeleton';
import { useTicketsOffline } from './useTicketsOffline';
import page from '../ui/Page.module.css';
import styles from './TicketPage.module.css';

export default function TicketPage() {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const reference = useParams().reference ?? '';
  const { query, savedCopy } = useTicketsOffline(reference);

  let content;
  if (query.isPending) content = <TicketPageSkeleton />;
  else if (query.isSuccess) content = <BookingTicketsView data={query.data} />;
  else if (savedCopy)
    content = (
      <>
        <div className={styles.offline}>
          <Notice tone="info">{t('tickets.offline', { when: format.dateTime(savedCopy.savedAt) })}</Notice>
        </div>
        <BookingTicketsView data={savedCopy.data} />
      </>
    );
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = <BookingNotFound reference={reference} />;
  else
    content = (
      <>
        <h1 className={page.title}>{t('tickets.yourTickets')}</h1>
        <QueryError what={t('tickets.what')} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );

  return (
    <div className={`${page.page} ${styles.page}`} data-boundary="checkout">
      {content}
    </div>
  );
}

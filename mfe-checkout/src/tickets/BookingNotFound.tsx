// The ticket page for a reference that is not one of the traveller's bookings.
import { buttonClassName } from '@kemet/ui';
import { Link } from '@kemet/platform';
import styles from './TicketPage.module.css';

export function BookingNotFound({ reference }: { reference: string }) {
  return (
    <div className={styles.notFound}>
      <h1>We can&apos;t find this booking</h1>
      <p>
        There is no booking <strong>{reference}</strong> in your account. Your bookings and their tickets are all in My bookings.
      </p>
      <Link to="/bookings" className={buttonClassName('primary')}>
        Go to My bookings
      </Link>
    </div>
  );
}

// SuccessPage: exposed to the shell as 'checkout/SuccessPage' (/success). Shows the booking passed in router state, if
// any.
import { useLocation } from '@kemet/platform';
import type { Booking } from '@kemet/contract';
import { PaymentSuccess } from './PaymentSuccess';
import styles from '../ui/Page.module.css';

function bookingFrom(state: unknown): Booking | undefined {
  const booking = (state as { booking?: Booking } | null)?.booking;
  return booking && typeof booking.reference === 'string' && booking.experience ? booking : undefined;
}

export default function SuccessPage() {
  const { state } = useLocation() as { state: unknown };
  return (
    <div className={styles.page} data-boundary="checkout">
      <PaymentSuccess booking={bookingFrom(state)} />
    </div>
  );
}

// PaymentPage: exposed to the shell as 'checkout/PaymentPage' (/payment/:eventId, signed-in only): the checkout of one experience.
import { useState } from 'react';
import { ApiError, Link, QueryError, useNavigate, useParams } from '@kemet/platform';
import { buttonClassName, Notice, recordIdFromEventId } from '@kemet/ui';
import { EVENT_PAST_MESSAGE, hasTakenPlace } from '@kemet/contract';
import { useCreateBooking } from '../api/createBooking';
import { useExperienceToBook } from '../api/getExperience';
import type { CheckoutValues } from './checkoutSchema';
import { CheckoutForm } from './CheckoutForm';
import { failureFrom, type BookingFailure } from './failureReason';
import { CannotBook } from './CannotBook';
import { PaymentSkeleton } from './PaymentSkeleton';
import { cardById } from './savedCards';
import { useIdempotencyKey } from './useIdempotencyKey';
import { PaymentFailure } from '../result/PaymentFailure';
import styles from '../ui/Page.module.css';

const firstValues: CheckoutValues = { quantity: 1, card: 'visa', cvc: { visa: '', mastercard: '' } };

export default function PaymentPage() {
  const eventId = useParams().eventId ?? '';
  const recordId = recordIdFromEventId(eventId);
  const { query: loaded, notFound } = useExperienceToBook(/^\d+$/.test(eventId) ? recordId : null);
  const createBooking = useCreateBooking();
  const navigate = useNavigate();
  const keys = useIdempotencyKey();
  const [values, setValues] = useState(firstValues);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  // The service's word that the event has started, for when this device's clock still thinks otherwise.
  const [pastPerServer, setPastPerServer] = useState(false);

  const pay = async (submitted: CheckoutValues) => {
    setValues(submitted);
    const request = {
      eventId: recordId,
      quantity: submitted.quantity,
      payment: { cardLast4: cardById(submitted.card).last4, cvc: submitted.cvc[submitted.card] },
    };
    try {
      const { booking } = await createBooking.mutateAsync({ request, idempotencyKey: keys.keyFor(request) });
      keys.settle();
      void navigate('/success', { state: { booking } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EVENT_PAST') {
        keys.settle();
        setPastPerServer(true);
        return;
      }
      const outcome = failureFrom(error);
      if (!outcome.uncertain) keys.settle();
      setFailure(outcome);
    }
  };

  const retry = () => {
    setFailure(null);
    void loaded.refetch();
  };

  let content;
  if (failure) content = <PaymentFailure {...failure} eventId={eventId} onRetry={retry} />;
  else if (notFound)
    content = (
      <Notice tone="error" title="We could not find that experience">
        <p>It may have been removed, or the link is incomplete.</p>
        <Link to="/events" className={buttonClassName('secondary', 'sm')}>
          Browse the events
        </Link>
      </Notice>
    );
  else if (loaded.isPending) content = <PaymentSkeleton />;
  else if (loaded.isError) content = <QueryError what="your order" error={loaded.error} onRetry={() => void loaded.refetch()} />;
  else if (pastPerServer || hasTakenPlace(loaded.data))
    content = <CannotBook experience={loaded.data} title={EVENT_PAST_MESSAGE} reason="It can no longer be booked." />;
  else if (!loaded.data.available || loaded.data.ticketsCount < 1)
    content = <CannotBook experience={loaded.data} title="Not Available!" reason="This experience is sold out, so it cannot be booked right now." />;
  else content = <CheckoutForm key={loaded.data.ticketsCount} experience={loaded.data} initialValues={values} onSubmit={pay} />;

  return (
    <div className={styles.page} data-boundary="checkout">
      {!failure && <h1 className={styles.title}>Checkout Your Order</h1>}
      {content}
    </div>
  );
}

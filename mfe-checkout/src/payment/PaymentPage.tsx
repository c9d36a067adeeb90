// PaymentPage: exposed to the shell as 'checkout/PaymentPage' (/payment/:eventId, signed-in only): the checkout of one
// experience. The choice comes from the URL (?session=…&tickets=…) or, for a link without one, is today's default (the
// next session, one ticket); its places are held while the traveller pays, and paying confirms the hold.
// What is being bought is the same for everyone, so the server renders it (paymentServerHooks.ts) and the shell's
// RequireAuth lets it through before the account is known; the traveller's own parts (the hold, the choice written to
// the address) start once the browser knows the account: `useAuth()` is signed out until the page has hydrated.
import { useState } from 'react';
import { ApiError, Link, QueryError, useAuth, useNavigate, useNow, useParams, useTranslation } from '@kemet/platform';
import { buttonClassName, Notice } from '@kemet/ui';
import { hasTakenPlace } from '@kemet/contract';
import '../messages/checkoutMessages';
import { useAvailability } from '../api/getAvailability';
import { useCreateBooking } from '../api/createBooking';
import { useExperienceToBook } from '../api/getExperience';
import { recordIdOfUrlId } from '@kemet/platform/query';
import type { CheckoutValues } from '../forms/checkoutSchema';
import { CheckoutForm } from './CheckoutForm';
import { failureFrom } from './failureReason';
import { CannotBook } from './CannotBook';
import { PaymentSkeleton } from './PaymentSkeleton';
import { cardById } from '../forms/savedCards';
import { useHold } from './useHold';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useTicketChoice } from './useTicketChoice';
import { PaymentFailure } from '../ui/PaymentFailure';
import styles from '../ui/Page.module.css';

const firstValues: CheckoutValues = { card: 'visa', cvc: { visa: '', mastercard: '' } };

/** Pay answers that mean the hold is gone: the page shows it expired, with "Hold again". */
const HOLD_GONE = ['HOLD_EXPIRED', 'HOLD_NOT_FOUND'];
/** Pay answers that the session cannot be booked: shown like the same answer to a hold. */
const SESSION_CLOSED = ['SESSION_PAST', 'BOOKING_CLOSED'];

export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  // The service's word that the event has started, for when this device's clock still thinks otherwise.
  const [pastPerServer, setPastPerServer] = useState(false);
  const eventId = useParams().eventId ?? '';
  const recordId = recordIdOfUrlId(eventId);
  const { loggedIn: accountKnown } = useAuth();
  const { query: loaded, notFound } = useExperienceToBook(recordId);
  const availability = useAvailability(recordId, loaded.data);
  const { choice, fromLink, completeOnOpen, setQuantity } = useTicketChoice(
    availability.data,
    loaded.data,
    accountKnown,
  );
  const experience = loaded.data;
  const now = useNow();
  const past = pastPerServer || (experience !== undefined && hasTakenPlace(experience, now));
  // A link without a choice books the next session: sold out when the experience or its sessions say so. A link that
  // names a session hears from the hold whether that session has places.
  const soldOut =
    experience !== undefined &&
    (!experience.available || (!fromLink && experience.ticketsCount < 1) || (availability.isSuccess && !choice));
  const hold = useHold(accountKnown && experience && !past && !soldOut ? choice : null, completeOnOpen);
  const createBooking = useCreateBooking();
  const navigate = useNavigate();
  const keys = useIdempotencyKey();
  const [values, setValues] = useState(firstValues);
  // The refusal itself is kept, so its reason is written in the language the page is in when it shows.
  const [failure, setFailure] = useState<{ error: unknown; uncertain: boolean } | null>(null);

  const pay = async (submitted: CheckoutValues) => {
    const held = hold.current;
    if (!held) return;
    setValues(submitted);
    const request = {
      holdId: held.hold.id,
      payment: { cardLast4: cardById(submitted.card).last4, cvc: submitted.cvc[submitted.card] },
    };
    try {
      const { booking } = await createBooking.mutateAsync({ request, idempotencyKey: keys.keyFor(request) });
      keys.settle();
      hold.markPaid();
      void navigate('/success', { state: { booking } });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (HOLD_GONE.includes(code) || SESSION_CLOSED.includes(code) || code === 'EVENT_PAST') keys.settle();
      if (HOLD_GONE.includes(code)) return hold.expire();
      if (SESSION_CLOSED.includes(code)) return hold.refuse(error);
      if (code === 'EVENT_PAST') return setPastPerServer(true);
      const outcome = failureFrom(error);
      if (!outcome.uncertain) keys.settle();
      setFailure({ error, uncertain: outcome.uncertain });
    }
  };

  const retry = () => {
    // A settled refusal (declined card, sold out) gave the places back: hold them again. After an unknown outcome the
    // same hold and the same key are sent again, so the retry cannot pay twice.
    if (failure && !failure.uncertain) hold.reserve();
    setFailure(null);
    void loaded.refetch();
  };

  let content;
  if (failure)
    content = (
      <PaymentFailure {...failureFrom(failure.error)} uncertain={failure.uncertain} eventId={eventId} onRetry={retry} />
    );
  else if (notFound)
    content = (
      <Notice tone="error" title={t('payment.notFoundTitle')}>
        <p>{t('payment.notFoundText')}</p>
        <Link to="/events" className={buttonClassName('secondary', 'sm')}>
          {t('payment.browseEvents')}
        </Link>
      </Notice>
    );
  else if (loaded.isPending) content = <PaymentSkeleton />;
  else if (loaded.isError)
    content = <QueryError what={t('payment.what')} error={loaded.error} onRetry={() => void loaded.refetch()} />;
  else if (past)
    content = <CannotBook experience={loaded.data} title={t('payment.pastTitle')} reason={t('payment.pastReason')} />;
  else if (soldOut)
    content = (
      <CannotBook experience={loaded.data} title={t('payment.soldOutTitle')} reason={t('payment.soldOutReason')} />
    );
  else if (availability.isError)
    content = (
      <QueryError what={t('payment.what')} error={availability.error} onRetry={() => void availability.refetch()} />
    );
  else if (availability.isPending || !choice) content = <PaymentSkeleton />;
  else
    content = (
      <CheckoutForm
        experience={loaded.data}
        eventId={eventId}
        availability={availability.data}
        choice={choice}
        onQuantityChange={setQuantity}
        hold={hold}
        initialValues={values}
        onSubmit={pay}
      />
    );

  return (
    <div className={styles.page} data-boundary="checkout">
      {!failure && <h1 className={styles.title}>{t('payment.title')}</h1>}
      {content}
    </div>
  );
}

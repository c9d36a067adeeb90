// The modal confirmation before cancelling a booking (a native <dialog>): confirm, keep, or Escape; shows a failed
// cancel. It says until when cancelling is free; once that has passed (docs/product/rules.md#cancellation) it only says
// so.
import { useEffect, useRef } from 'react';
import { Button } from '@kemet/ui';
import { ApiError, serviceErrorText, useFormat, useTranslation } from '@kemet/platform';
import type { Booking } from '@kemet/contract';
import { useCancelBooking } from '../api/cancelBooking';
import { useStillBefore } from '../ui/useStillBefore';
import { isolate } from '../ui/isolate';
import frame from './dialog.module.css';
import styles from './CancelBookingDialog.module.css';
import '../messages/checkoutMessages';

export interface CancelBookingDialogProps {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
  onClose: () => void;
}

export function CancelBookingDialog({ booking, onCancelled, onClose }: CancelBookingDialogProps) {
  const { t, i18n } = useTranslation('checkout');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useCancelBooking();
  const busy = cancel.isPending;
  const error = cancel.error;
  const stillFree = useStillBefore(booking.cancellableUntil);
  // The service's clock decides: a CANCELLATION_CLOSED answer ends the choice even when this device's clock is behind.
  const closed = !stillFree || (error instanceof ApiError && error.code === 'CANCELLATION_CLOSED');
  const deadline = format.dateTime(booking.cancellableUntil);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const confirm = () => cancel.mutate(booking, { onSuccess: onCancelled });

  return (
    <dialog
      ref={dialog}
      className={frame.dialog}
      aria-labelledby="checkout-cancel-title"
      aria-describedby="checkout-cancel-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="checkout-cancel-title" className={frame.title}>
        {t('cancelDialog.title')}
      </h2>
      <p id="checkout-cancel-text" className={styles.text}>
        {t('cancelDialog.summary', {
          name: booking.experience.name,
          tickets: t('cancelDialog.tickets', { count: booking.quantity }),
          reference: isolate(booking.reference, i18n.language),
        })}{' '}
        {t(stillFree ? 'cancelDialog.free' : 'cancelDialog.ended', { when: deadline })}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error instanceof ApiError ? serviceErrorText(error.code, error.message) : error.message}
        </p>
      )}
      <div className={frame.actions}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal <dialog> takes its first focus from autofocus (HTML's dialog focusing steps): the safe choice */}
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {t('cancelDialog.keep')}
        </Button>
        {!closed && (
          <Button onClick={confirm} busy={busy} className={styles.danger}>
            {t('cancelDialog.confirm')}
          </Button>
        )}
      </div>
    </dialog>
  );
}

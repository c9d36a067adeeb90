// The modal confirmation before cancelling a booking (a native <dialog>): confirm, keep, or Escape; shows a failed cancel.
// It says until when cancelling is free; once that has passed (docs/product/rules.md#cancellation) it only says so.
import { useEffect, useRef } from 'react';
import { Button, formatCairoDateTime } from '@kemet/ui';
import { ApiError } from '@kemet/platform';
import type { Booking } from '@kemet/contract';
import { useCancelBooking } from '../api/cancelBooking';
import { useStillBefore } from './useStillBefore';
import styles from './CancelBookingDialog.module.css';

export interface CancelBookingDialogProps {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
  onClose: () => void;
}

export function CancelBookingDialog({ booking, onCancelled, onClose }: CancelBookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useCancelBooking();
  const busy = cancel.isPending;
  const error = cancel.error;
  const stillFree = useStillBefore(booking.cancellableUntil);
  // The service's clock decides: a CANCELLATION_CLOSED answer ends the choice even when this device's clock is behind.
  const closed = !stillFree || (error instanceof ApiError && error.code === 'CANCELLATION_CLOSED');
  const deadline = formatCairoDateTime(booking.cancellableUntil);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const confirm = () => cancel.mutate(booking, { onSuccess: onCancelled });

  const tickets = `${booking.quantity} ${booking.quantity === 1 ? 'ticket' : 'tickets'}`;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="checkout-cancel-title"
      aria-describedby="checkout-cancel-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="checkout-cancel-title" className={styles.title}>
        Cancel this booking?
      </h2>
      <p id="checkout-cancel-text" className={styles.text}>
        {booking.experience.name}, {tickets} ({booking.reference}).{' '}
        {stillFree
          ? `Cancelling is free until ${deadline}. Your places go back on sale.`
          : `Free cancellation ended on ${deadline}, so this booking can no longer be cancelled.`}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      <div className={styles.actions}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal <dialog> takes its first focus from autofocus (HTML's dialog focusing steps): the safe choice */}
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          Keep booking
        </Button>
        {!closed && (
          <Button onClick={confirm} busy={busy} className={styles.danger}>
            Yes, cancel booking
          </Button>
        )}
      </div>
    </dialog>
  );
}

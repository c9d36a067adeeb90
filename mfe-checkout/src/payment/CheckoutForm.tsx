// The checkout: the order summary with the session, a stepper per category, the server's price and the hold; then the
// saved cards, the add-method box and 'Proceed to payment', which waits for the hold of the choice on the page.
import { Button, formatPrice } from '@kemet/ui';
import type { Availability, Experience, TicketChoice } from '@kemet/contract';
import { FormikForm, useKemetForm } from '@kemet/platform/forms';
import { AddPaymentMethod } from './AddPaymentMethod';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';
import { HoldPanel } from './HoldPanel';
import { OrderSummary } from './OrderSummary';
import { QuoteLines } from './QuoteLines';
import { SavedCardOptions } from './SavedCardOptions';
import { SessionTime } from './SessionTime';
import { TicketSteppers } from './TicketSteppers';
import { findSession, isComplete } from './ticketChoice';
import type { HoldControls } from './useHold';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  experience: Experience;
  eventId: string;
  availability: Availability;
  choice: TicketChoice;
  onQuantityChange: (categoryId: number, quantity: number) => void;
  hold: HoldControls;
  initialValues: CheckoutValues;
  onSubmit: (values: CheckoutValues) => Promise<void>;
}

export function CheckoutForm({ experience, eventId, availability, choice, onQuantityChange, hold, initialValues, onSubmit }: CheckoutFormProps) {
  // The payment runs as formik's submission: its isSubmitting keeps a second click or Enter from paying twice.
  const form = useKemetForm<CheckoutValues>({ initialValues, validationSchema: checkoutSchema, submit: onSubmit });
  const { values, errors, touched, setFieldValue, setFieldTouched } = form.formik;
  const startsAt = findSession(availability, choice.sessionId)?.startsAt ?? hold.quote?.session.startsAt ?? null;
  const paid = hold.current?.hold.quote;
  const tickets = paid?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className={styles.layout}>
      <OrderSummary experience={experience}>
        <SessionTime startsAt={startsAt} />
        <TicketSteppers availability={availability} choice={choice} onChange={onQuantityChange} />
        {hold.quote && <QuoteLines quote={hold.quote} updating={hold.current === null} />}
        <HoldPanel hold={hold} canReserve={isComplete(choice)} eventId={eventId} />
      </OrderSummary>
      <FormikForm form={form} className={styles.payment} aria-label="Payment">
        <SavedCardOptions
          chosen={values.card}
          cvc={values.cvc}
          errors={typeof errors.cvc === 'object' ? errors.cvc : undefined}
          touched={typeof touched.cvc === 'object' ? touched.cvc : undefined}
          onChoose={(card) => void setFieldValue('card', card)}
          onCvcChange={(card, cvc) => void setFieldValue(`cvc.${card}`, cvc)}
          onCvcBlur={(card) => void setFieldTouched(`cvc.${card}`, true)}
        />
        <AddPaymentMethod />
        <div className={styles.payBar}>
          {paid && (
            <p className={styles.payTotal}>
              <span>
                {tickets} {tickets === 1 ? 'ticket' : 'tickets'}
              </span>
              <strong>{formatPrice(paid.total)}</strong>
            </p>
          )}
          <Button type="submit" busy={form.busy} disabled={!hold.current} className={styles.payButton}>
            {form.busy ? 'Processing payment…' : 'Proceed to payment'}
          </Button>
          <p className={styles.reassure}>
            {hold.current ? "No real money moves: Kemet's checkout is a test payment." : 'You can pay once your places are held.'}
          </p>
        </div>
      </FormikForm>
    </div>
  );
}

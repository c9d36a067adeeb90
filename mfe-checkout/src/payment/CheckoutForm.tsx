// The checkout form: quantity and total in the order summary, the saved cards, the add-method box and 'Proceed to payment'.
import { Button, formatPrice } from '@kemet/ui';
import { MAX_TICKETS_PER_BOOKING, type Experience } from '@kemet/contract';
import { FormikForm, useKemetForm } from '@kemet/platform/forms';
import { AddPaymentMethod } from './AddPaymentMethod';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';
import { OrderSummary } from './OrderSummary';
import { QuantityStepper } from './QuantityStepper';
import { SavedCardOptions } from './SavedCardOptions';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  experience: Experience;
  initialValues: CheckoutValues;
  onSubmit: (values: CheckoutValues) => Promise<void>;
}

export const maxQuantityOf = (experience: Experience) => Math.min(experience.ticketsCount, MAX_TICKETS_PER_BOOKING);

export function CheckoutForm({ experience, initialValues, onSubmit }: CheckoutFormProps) {
  const max = maxQuantityOf(experience);
  // The payment runs as formik's submission: its isSubmitting keeps a second click or Enter from paying twice.
  const form = useKemetForm<CheckoutValues>({
    initialValues: { ...initialValues, quantity: Math.min(initialValues.quantity, max) },
    validationSchema: checkoutSchema(max),
    submit: onSubmit,
  });
  const { values, errors, touched, setFieldValue, setFieldTouched } = form.formik;
  const total = formatPrice(experience.discountedPrice * values.quantity);
  return (
    <div className={styles.layout}>
      <OrderSummary experience={experience}>
        <div className={styles.quantityRow}>
          <QuantityStepper value={values.quantity} max={max} onChange={(quantity) => void setFieldValue('quantity', quantity)} />
          <p className={styles.lineTotal}>
            <span className={styles.totalLabel}>Total</span>
            <span className={styles.totalValue} aria-live="polite">
              {total}
            </span>
          </p>
        </div>
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
          <p className={styles.payTotal}>
            <span>
              {values.quantity} {values.quantity === 1 ? 'ticket' : 'tickets'}
            </span>
            <strong>{total}</strong>
          </p>
          <Button type="submit" busy={form.busy} className={styles.payButton}>
            {form.busy ? 'Processing payment…' : 'Proceed to payment'}
          </Button>
          <p className={styles.reassure}>No real money moves: Kemet&apos;s checkout is a test payment.</p>
        </div>
      </FormikForm>
    </div>
  );
}

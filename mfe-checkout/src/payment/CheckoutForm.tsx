// The checkout form: quantity and total in the order summary, the saved cards, the add-method box and 'Proceed to payment'.
import { Formik } from 'formik';
import { MAX_TICKETS_PER_BOOKING, type Experience } from '@kemet/contract';
import { formatPrice } from '@kemet/shared';
import { Button } from '@kemet/shared';
import { AddPaymentMethod } from './AddPaymentMethod';
import { validateCheckout, type CheckoutValues } from './checkoutSchema';
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
  const start = { ...initialValues, quantity: Math.min(initialValues.quantity, max) };
  return (
    <Formik initialValues={start} validate={(values) => validateCheckout(values, max)} onSubmit={onSubmit}>
      {({ values, errors, touched, isSubmitting, setFieldValue, setFieldTouched, handleSubmit }) => {
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
            <form className={styles.payment} noValidate aria-label="Payment" onSubmit={handleSubmit}>
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
                <Button type="submit" busy={isSubmitting} className={styles.payButton}>
                  {isSubmitting ? 'Processing payment…' : 'Proceed to payment'}
                </Button>
                <p className={styles.reassure}>No real money moves: Kemet&apos;s checkout is a test payment.</p>
              </div>
            </form>
          </div>
        );
      }}
    </Formik>
  );
}

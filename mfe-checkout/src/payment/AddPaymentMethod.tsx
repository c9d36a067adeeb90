// The add-payment-method box: an email for setup instructions. Adding cards is not offered yet, and the box says so.
// Its own small form inside the payment form's element, so it has no <form> of its own.
import { Button } from '@kemet/ui';
import { FormField, FormScope, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { newsletterSchema, type NewsletterInput } from '@kemet/contract/forms';
import styles from './AddPaymentMethod.module.css';

const initialValues: NewsletterInput = { email: '' };

export function AddPaymentMethod() {
  const form = useKemetForm({
    initialValues,
    validationSchema: newsletterSchema,
    submit: async ({ email }) => `Nothing was sent to ${newsletterSchema.cast({ email }).email}: for now, pay with one of your saved cards above.`,
  });
  const send = () => void form.formik.submitForm();

  return (
    <FormScope form={form}>
      <section className={styles.box} aria-labelledby="checkout-add-method">
        <h2 id="checkout-add-method" className={styles.title}>
          Add a payment method
        </h2>
        <p className={styles.text}>We&apos;ll send payment method setup instructions to your email.</p>
        <div className={styles.row}>
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            onKeyDown={(event) => {
              // Enter here sends this box instead of submitting the payment form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                send();
              }
            }}
            className={styles.field}
          />
          <Button variant="secondary" onClick={send} className={styles.button}>
            Send instructions
          </Button>
        </div>
        <FormStatusNotice successTitle="Adding cards is coming soon" />
      </section>
    </FormScope>
  );
}

// The add-payment-method box: an email for setup instructions. Adding cards is not offered yet, and the box says so.
// Its own small form inside the payment form's element, so it has no <form> of its own (and keeps what was typed
// into the server's HTML before the page was live itself).
import { useRef } from 'react';
import { Button } from '@kemet/ui';
import { FormField, FormScope, FormStatusNotice, useKemetForm, useTypedBeforeLive } from '@kemet/platform/forms';
import { useTranslation } from '@kemet/platform';
import { newsletterSchema, type NewsletterInput } from '@kemet/contract/forms';
import { isolate } from '../ui/isolate';
import styles from './AddPaymentMethod.module.css';
import '../messages/checkoutMessages';

const initialValues: NewsletterInput = { email: '' };

export function AddPaymentMethod() {
  const { t, i18n } = useTranslation('checkout');
  const form = useKemetForm({
    initialValues,
    validationSchema: newsletterSchema,
    submit: async ({ email }) =>
      t('addMethod.sent', { email: isolate(newsletterSchema.cast({ email }).email, i18n.language) }),
  });
  const send = () => void form.formik.submitForm();
  const box = useRef<HTMLElement>(null);
  useTypedBeforeLive(form.formik, box);

  return (
    <FormScope form={form}>
      <section ref={box} className={styles.box} aria-labelledby="checkout-add-method">
        <h2 id="checkout-add-method" className={styles.title}>
          {t('addMethod.title')}
        </h2>
        <p className={styles.text}>{t('addMethod.text')}</p>
        <div className={styles.row}>
          <FormField
            name="email"
            label={t('addMethod.email')}
            type="email"
            dir="ltr"
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
            {t('addMethod.send')}
          </Button>
        </div>
        <FormStatusNotice successTitle={t('addMethod.comingSoon')} />
      </section>
    </FormScope>
  );
}

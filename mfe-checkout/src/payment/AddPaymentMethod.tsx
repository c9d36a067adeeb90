// The add-payment-method box: an email for setup instructions. Adding cards is not offered yet, and the box says so.
import { useState } from 'react';
import { Button, Notice, TextField } from '@kemet/shared';
import { newsletterSchema } from '@kemet/contract/forms';
import styles from './AddPaymentMethod.module.css';

export function AddPaymentMethod() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noticeFor, setNoticeFor] = useState<string | null>(null);

  const check = () => {
    try {
      const { email: valid } = newsletterSchema.validateSync({ email });
      setError(null);
      setNoticeFor(valid);
    } catch (invalid) {
      setNoticeFor(null);
      setError((invalid as Error).message);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="checkout-add-method">
      <h2 id="checkout-add-method" className={styles.title}>
        Add a payment method
      </h2>
      <p className={styles.text}>We&apos;ll send payment method setup instructions to your email.</p>
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={error ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            // Enter here checks this box instead of submitting the payment form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              check();
            }
          }}
          className={styles.field}
        />
        <Button variant="secondary" onClick={check} className={styles.button}>
          Send instructions
        </Button>
      </div>
      {noticeFor && (
        <Notice title="Adding cards is coming soon">
          <p>Nothing was sent to {noticeFor}: for now, pay with one of your saved cards above.</p>
        </Notice>
      )}
    </section>
  );
}

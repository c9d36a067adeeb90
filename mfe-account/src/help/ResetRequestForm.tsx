// "Send me a reset link": the answer is the same whether or not the email has an account.
import { useId, useState } from 'react';
import { accountApi, Button, Notice } from '@kemet/shared';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { useAccountForm } from '../forms/useAccountForm';
import styles from './ForgotPassword.module.css';

export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const headingId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const { failure, field, handleSubmit, busy, canSubmit } = useAccountForm<PasswordResetRequestInput>({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    submit: async (values) => {
      setSent(null);
      setSent((await accountApi.requestPasswordReset({ email: values.email.trim() })).message);
      onSent();
    },
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>
        Get a reset link by email
      </h2>
      <p className={styles.formLead}>Enter the email of your account. We will send you a link to choose a new password; it works for 30 minutes.</p>
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      {sent && <Notice tone="success">{sent}</Notice>}
      <Button type="submit" disabled={!canSubmit} busy={busy}>
        Send reset link
      </Button>
    </form>
  );
}

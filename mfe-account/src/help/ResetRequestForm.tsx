// "Send me a reset link": the answer is the same whether or not the email has an account.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@kemet/contract/forms';
import styles from './ForgotPassword.module.css';

export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const headingId = useId();
  const form = useKemetForm<PasswordResetRequestInput>({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    validateOnMount: true,
    submit: async (values) => {
      const { message } = await accountApi.requestPasswordReset({ email: values.email.trim() });
      onSent();
      return message;
    },
  });

  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>
        Get a reset link by email
      </h2>
      <p className={styles.formLead}>Enter the email of your account. We will send you a link to choose a new password; it works for 30 minutes.</p>
      <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <FormStatusNotice />
      <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
        Send reset link
      </Button>
    </FormikForm>
  );
}

// "Send me a reset link": the answer is the same whether or not the email has an account.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, Button, Notice } from '@kemet/shared';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@kemet/shared/validation';
import { FormField } from '../signin/FormField';
import { commonFailure, NO_FAILURE, withoutField, type FailureView } from '../signin/serverErrors';
import { useSingleFlight } from '../signin/useSingleFlight';
import styles from './ForgotPassword.module.css';

export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const headingId = useId();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormik<PasswordResetRequestInput>({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      run(async () => {
        setFailure(NO_FAILURE);
        setSent(null);
        try {
          setSent((await accountApi.requestPasswordReset({ email: values.email.trim() })).message);
          onSent();
        } catch (error) {
          setFailure(commonFailure(error));
        }
      }),
  });

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>Get a reset link by email</h2>
      <p className={styles.formLead}>Enter the email of your account. We will send you a link to choose a new password; it works for 30 minutes.</p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.getFieldProps('email')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          form.handleChange(event);
          setFailure((current) => withoutField(current, 'email'));
        }}
        message={failure.fields.email ?? (form.touched.email && form.errors.email)}
      />
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      {sent && <Notice tone="success">{sent}</Notice>}
      <Button type="submit" disabled={!form.dirty || !form.isValid} busy={busy}>Send reset link</Button>
    </form>
  );
}

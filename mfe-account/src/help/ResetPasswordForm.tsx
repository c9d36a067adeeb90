// Sets a new password with the token of a reset link. A used, expired or unknown link is said plainly, with a way
// to ask for a new one; a reset signs the account out everywhere, this browser included.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, ApiError, authStore, Button, buttonClassName, Link, Notice } from '@kemet/shared';
import { passwordResetSchema, type PasswordResetInput } from '@kemet/shared/validation';
import { FormField } from '../signin/FormField';
import { commonFailure, NO_FAILURE, withoutField, type FailureView } from '../signin/serverErrors';
import { useSingleFlight } from '../signin/useSingleFlight';
import styles from './ForgotPassword.module.css';

const LINK_PROBLEMS = new Set(['RESET_LINK_USED', 'RESET_LINK_EXPIRED', 'RESET_LINK_INVALID']);

export function ResetPasswordForm({ token }: { token: string }) {
  const headingId = useId();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormik<PasswordResetInput>({
    initialValues: { token, password: '' },
    validationSchema: passwordResetSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      run(async () => {
        setFailure(NO_FAILURE);
        try {
          setDone((await accountApi.resetPassword(values)).message);
          if (authStore.getState().loggedIn) authStore.signOut();
        } catch (error) {
          if (error instanceof ApiError && LINK_PROBLEMS.has(error.code)) setLinkProblem(error.message);
          else setFailure(commonFailure(error));
        }
      }),
  });

  if (done) {
    return (
      <>
        <Notice tone="success">{done}</Notice>
        <Link to="/signin" className={buttonClassName('primary')}>Sign in</Link>
      </>
    );
  }
  if (linkProblem) {
    return (
      <>
        <Notice tone="error" title="This link cannot be used">{linkProblem}</Notice>
        <Link to="/forgot-password" className={buttonClassName('primary')}>Ask for a new link</Link>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>Choose a new password</h2>
      <p className={styles.formLead}>Use at least 8 characters, without your name, your email or the word Kemet.</p>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.getFieldProps('password')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          form.handleChange(event);
          setFailure((current) => withoutField(current, 'password'));
        }}
        message={failure.fields.password ?? (form.touched.password && form.errors.password)}
      />
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      <Button type="submit" disabled={!form.dirty || !form.isValid} busy={busy}>Set new password</Button>
    </form>
  );
}

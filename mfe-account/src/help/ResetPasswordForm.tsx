// Sets a new password with the token of a reset link. A used, expired or unknown link is said plainly, with a way
// to ask for a new one; a reset signs the account out everywhere, this browser included.
import { useId, useState } from 'react';
import { accountApi, ApiError, authStore, Button, buttonClassName, Link, Notice } from '@kemet/shared';
import { passwordResetSchema, type PasswordResetInput } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { useAccountForm } from '../forms/useAccountForm';
import styles from './ForgotPassword.module.css';

const LINK_PROBLEMS = new Set(['RESET_LINK_USED', 'RESET_LINK_EXPIRED', 'RESET_LINK_INVALID']);

export function ResetPasswordForm({ token }: { token: string }) {
  const headingId = useId();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { failure, field, handleSubmit, busy, canSubmit } = useAccountForm<PasswordResetInput>({
    initialValues: { token, password: '' },
    validationSchema: passwordResetSchema,
    submit: async (values) => {
      try {
        setDone((await accountApi.resetPassword(values)).message);
        if (authStore.getState().loggedIn) authStore.signOut();
      } catch (error) {
        if (!(error instanceof ApiError && LINK_PROBLEMS.has(error.code))) throw error;
        setLinkProblem(error.message);
      }
    },
  });

  if (done) {
    return (
      <>
        <Notice tone="success">{done}</Notice>
        <Link to="/signin" className={buttonClassName('primary')}>
          Sign in
        </Link>
      </>
    );
  }
  if (linkProblem) {
    return (
      <>
        <Notice tone="error" title="This link cannot be used">
          {linkProblem}
        </Notice>
        <Link to="/forgot-password" className={buttonClassName('primary')}>
          Ask for a new link
        </Link>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>
        Choose a new password
      </h2>
      <p className={styles.formLead}>Use at least 8 characters, without your name, your email or the word Kemet.</p>
      <FormField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      <Button type="submit" disabled={!canSubmit} busy={busy}>
        Set new password
      </Button>
    </form>
  );
}

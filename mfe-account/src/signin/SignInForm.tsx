// The Sign In form: email and password required with no messages (the spec); the server's answers appear under the fields.
import { useId } from 'react';
import { accountApi, Button, Link, Notice } from '@kemet/shared';
import { type SignInInput, signInSchema } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { SocialIcons } from './SocialIcons';
import { signInFailure } from '../forms/serverErrors';
import { useAccountForm } from '../forms/useAccountForm';
import { useFinishSignIn } from './useFinishSignIn';
import styles from './AuthForm.module.css';

export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const headingId = useId();
  const finish = useFinishSignIn();
  const { failure, field, handleSubmit, busy, canSubmit } = useAccountForm<SignInInput>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: signInSchema,
    ruleMessages: false,
    toFailure: signInFailure,
    submit: async (values) => {
      const { user } = await accountApi.signIn({ email: values.email.trim(), password: values.password });
      finish(user);
    },
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Sign In
      </h2>
      <SocialIcons />
      <p className={styles.lead}>Welcome back. Sign in with your email.</p>
      <div className={styles.fields}>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} alert />
        <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} alert />
      </div>
      <Link className={styles.forgot} to="/forgot-password">
        Forget Your Password?
      </Link>
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      <Button type="submit" className={styles.submit} disabled={!canSubmit} busy={busy}>
        Sign In
      </Button>
    </form>
  );
}

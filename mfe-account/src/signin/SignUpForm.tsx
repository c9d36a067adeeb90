// The Create Account form: the spec's rules and messages (shared signUpSchema), shown once a field is touched.
import { useId } from 'react';
import { accountApi, Button, Notice } from '@kemet/shared';
import { signUpSchema, type SignUpInput } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { SocialIcons } from './SocialIcons';
import { signUpFailure } from '../forms/serverErrors';
import { useAccountForm } from '../forms/useAccountForm';
import { useFinishSignIn } from './useFinishSignIn';
import styles from './AuthForm.module.css';

export function SignUpForm({ onSignInInstead }: { onSignInInstead: (email: string) => void }) {
  const headingId = useId();
  const finish = useFinishSignIn();
  const { form, failure, field, handleSubmit, busy, canSubmit } = useAccountForm<SignUpInput>({
    initialValues: { fullName: '', email: '', password: '' },
    validationSchema: signUpSchema,
    toFailure: signUpFailure,
    submit: async (values) => {
      const { user } = await accountApi.signUp({ fullName: values.fullName.trim(), email: values.email.trim(), password: values.password });
      finish(user);
    },
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Create Account
      </h2>
      <SocialIcons />
      <p className={styles.lead}>Join Kemet to book events and tours across Egypt.</p>
      <div className={styles.fields}>
        <FormField label="Name" autoComplete="name" {...field('fullName')} />
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')}>
          {failure.emailTaken && (
            <>
              {' '}
              <button type="button" className={styles.inlineLink} onClick={() => onSignInInstead(form.values.email.trim())}>
                Sign in instead
              </button>
            </>
          )}
        </FormField>
        <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      </div>
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      <Button type="submit" className={styles.submit} disabled={!canSubmit} busy={busy}>
        Sign Up
      </Button>
    </form>
  );
}

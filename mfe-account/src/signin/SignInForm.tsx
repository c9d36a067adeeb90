// The Sign In form: email and password required with no messages (the spec); the server's answers appear under the fields.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, Button, Link, Notice } from '@kemet/shared';
import { type SignInInput, signInSchema } from '@kemet/shared/validation';
import { FormField } from './FormField';
import { SocialIcons } from './SocialIcons';
import { NO_FAILURE, signInFailure, withoutField, type FailureView } from './serverErrors';
import { useFinishSignIn } from './useFinishSignIn';
import { useSingleFlight } from './useSingleFlight';
import styles from './AuthForm.module.css';

type Field = keyof SignInInput;

export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const headingId = useId();
  const finish = useFinishSignIn();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const form = useFormik<SignInInput>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: signInSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      run(async () => {
        setFailure(NO_FAILURE);
        try {
          const { user } = await accountApi.signIn({ email: values.email.trim(), password: values.password });
          finish(user);
        } catch (error) {
          setFailure(signInFailure(error));
        }
      }),
  });

  const field = (name: Field) => ({
    ...form.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.handleChange(event);
      setFailure((current) => withoutField(current, name));
    },
    message: failure.fields[name],
    alert: true,
  });

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>Sign In</h2>
      <SocialIcons />
      <p className={styles.lead}>Welcome back. Sign in with your email.</p>
      <div className={styles.fields}>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      </div>
      <Link className={styles.forgot} to="/forgot-password">Forget Your Password?</Link>
      {failure.form && <Notice tone="error">{failure.form}</Notice>}
      <Button type="submit" className={styles.submit} disabled={!form.dirty || !form.isValid} busy={busy}>Sign In</Button>
    </form>
  );
}

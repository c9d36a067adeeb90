// The Create Account form: the spec's rules and messages (shared signUpSchema), shown once a field is touched.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, Button, Notice } from '@kemet/shared';
import { signUpSchema, type SignUpInput } from '@kemet/shared/validation';
import { FormField } from './FormField';
import { SocialIcons } from './SocialIcons';
import { NO_FAILURE, signUpFailure, withoutField, type FailureView } from './serverErrors';
import { useFinishSignIn } from './useFinishSignIn';
import { useSingleFlight } from './useSingleFlight';
import styles from './AuthForm.module.css';

type Field = keyof SignUpInput;

export function SignUpForm({ onSignInInstead }: { onSignInInstead: (email: string) => void }) {
  const headingId = useId();
  const finish = useFinishSignIn();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const form = useFormik<SignUpInput>({
    initialValues: { fullName: '', email: '', password: '' },
    validationSchema: signUpSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      run(async () => {
        setFailure(NO_FAILURE);
        try {
          const { user } = await accountApi.signUp({ fullName: values.fullName.trim(), email: values.email.trim(), password: values.password });
          finish(user);
        } catch (error) {
          setFailure(signUpFailure(error));
        }
      }),
  });

  const field = (name: Field) => ({
    ...form.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.handleChange(event);
      setFailure((current) => withoutField(current, name));
    },
    message: failure.fields[name] ?? (form.touched[name] && form.errors[name]),
  });

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>Create Account</h2>
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
      <Button type="submit" className={styles.submit} disabled={!form.dirty || !form.isValid} busy={busy}>Sign Up</Button>
    </form>
  );
}

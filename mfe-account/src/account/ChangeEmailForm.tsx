// "Change your email": the new address and the current password (re-authentication). The API signs out every
// other session and keeps this one.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, Button, Notice, type User } from '@kemet/shared';
import { changeEmailSchema, type ChangeEmailInput } from '@kemet/shared/validation';
import { FormField } from '../signin/FormField';
import { commonFailure, NO_FAILURE, withoutField, type FailureView } from '../signin/serverErrors';
import { useSingleFlight } from '../signin/useSingleFlight';
import styles from './Security.module.css';

type Field = keyof ChangeEmailInput;

export function ChangeEmailForm({ onChanged }: { onChanged: (user: User) => void }) {
  const headingId = useId();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormik<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    validateOnMount: true,
    onSubmit: (values, helpers) =>
      run(async () => {
        setFailure(NO_FAILURE);
        setDone(null);
        try {
          const { user } = await accountApi.changeEmail({ email: values.email.trim(), currentPassword: values.currentPassword });
          helpers.resetForm();
          setDone(`Your email is now ${user.email}. You are signed out everywhere else.`);
          onChanged(user);
        } catch (error) {
          setFailure(commonFailure(error));
        }
      }),
  });

  const field = (name: Field) => ({
    ...form.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.handleChange(event);
      setDone(null);
      setFailure((current) => withoutField(current, name));
    },
    message: failure.fields[name] ?? (form.touched[name] && form.errors[name]),
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>Change your email</h2>
      <p className={styles.lead}>You stay signed in on this device. Every other device is signed out.</p>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField label="New email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
        </div>
        {failure.form && <Notice tone="error">{failure.form}</Notice>}
        {done && <Notice tone="success">{done}</Notice>}
        <Button type="submit" disabled={!form.dirty || !form.isValid} busy={busy}>Change email</Button>
      </form>
    </section>
  );
}

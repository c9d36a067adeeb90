// "Change your password": the current password and a new one under the shared rules (with this traveller's email
// and name as context). The API signs out every other session and keeps this one.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { accountApi, Button, Notice, type User } from '@kemet/shared';
import { changePasswordSchema, validate, type ChangePasswordInput } from '@kemet/shared/validation';
import { FormField } from '../signin/FormField';
import { commonFailure, NO_FAILURE, withoutField, type FailureView } from '../signin/serverErrors';
import { useSingleFlight } from '../signin/useSingleFlight';
import styles from './Security.module.css';

type Field = keyof ChangePasswordInput;

export function ChangePasswordForm({ user, onChanged }: { user: User; onChanged: () => void }) {
  const headingId = useId();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormik<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => {
      const checked = validate(changePasswordSchema, values, { email: user.email, fullName: user.fullName });
      return checked.ok ? {} : checked.fields;
    },
    validateOnMount: true,
    onSubmit: (values, helpers) =>
      run(async () => {
        setFailure(NO_FAILURE);
        setDone(null);
        try {
          const answer = await accountApi.changePassword(values);
          helpers.resetForm();
          setDone(answer.message);
          onChanged();
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
      <h2 id={headingId} className={styles.heading}>Change your password</h2>
      <p className={styles.lead}>You stay signed in on this device. Every other device is signed out.</p>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
          <FormField label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
        </div>
        {failure.form && <Notice tone="error">{failure.form}</Notice>}
        {done && <Notice tone="success">{done}</Notice>}
        <Button type="submit" disabled={!form.dirty || !form.isValid} busy={busy}>Change password</Button>
      </form>
    </section>
  );
}

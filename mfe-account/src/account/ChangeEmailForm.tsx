// "Change your email": the new address and the current password (re-authentication). The API signs out every
// other session and keeps this one.
import { useId, useState } from 'react';
import type { User } from '@kemet/contract';
import { accountApi, Button, Notice } from '@kemet/shared';
import { changeEmailSchema, type ChangeEmailInput } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { useAccountForm } from '../forms/useAccountForm';
import styles from './Security.module.css';

export function ChangeEmailForm({ onChanged }: { onChanged: (user: User) => void }) {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const { failure, field, handleSubmit, busy, canSubmit } = useAccountForm<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    onEdit: () => setDone(null),
    submit: async (values, helpers) => {
      setDone(null);
      const { user } = await accountApi.changeEmail({ email: values.email.trim(), currentPassword: values.currentPassword });
      helpers.resetForm();
      setDone(`Your email is now ${user.email}. You are signed out everywhere else.`);
      onChanged(user);
    },
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Change your email
      </h2>
      <p className={styles.lead}>You stay signed in on this device. Every other device is signed out.</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField label="New email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
        </div>
        {failure.form && <Notice tone="error">{failure.form}</Notice>}
        {done && <Notice tone="success">{done}</Notice>}
        <Button type="submit" disabled={!canSubmit} busy={busy}>
          Change email
        </Button>
      </form>
    </section>
  );
}

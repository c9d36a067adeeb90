// "Change your password": the current password and a new one under the shared rules (with this traveller's email
// and name as context). The API signs out every other session and keeps this one.
import { useId, useState } from 'react';
import type { User } from '@kemet/contract';
import { accountApi, Button, Notice } from '@kemet/shared';
import { changePasswordSchema, validate, type ChangePasswordInput } from '@kemet/contract/forms';
import { FormField } from '../forms/FormField';
import { useAccountForm } from '../forms/useAccountForm';
import styles from './Security.module.css';

export function ChangePasswordForm({ user, onChanged }: { user: User; onChanged: () => void }) {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const { failure, field, handleSubmit, busy, canSubmit } = useAccountForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => {
      const checked = validate(changePasswordSchema, values, { email: user.email, fullName: user.fullName });
      return checked.ok ? {} : checked.fields;
    },
    onEdit: () => setDone(null),
    submit: async (values, helpers) => {
      setDone(null);
      const answer = await accountApi.changePassword(values);
      helpers.resetForm();
      setDone(answer.message);
      onChanged();
    },
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Change your password
      </h2>
      <p className={styles.lead}>You stay signed in on this device. Every other device is signed out.</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
          <FormField label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
        </div>
        {failure.form && <Notice tone="error">{failure.form}</Notice>}
        {done && <Notice tone="success">{done}</Notice>}
        <Button type="submit" disabled={!canSubmit} busy={busy}>
          Change password
        </Button>
      </form>
    </section>
  );
}

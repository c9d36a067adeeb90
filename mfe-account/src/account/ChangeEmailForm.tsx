// "Change your email": the new address and the current password (re-authentication). The API signs out every
// other session and keeps this one.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import type { User } from '@kemet/contract';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { changeEmailSchema, type ChangeEmailInput } from '@kemet/contract/forms';
import styles from './Security.module.css';

export function ChangeEmailForm({ onChanged }: { onChanged: (user: User) => void }) {
  const headingId = useId();
  const form = useKemetForm<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    validateOnMount: true,
    submit: async (values, helpers) => {
      const { user } = await accountApi.changeEmail({ email: values.email.trim(), currentPassword: values.currentPassword });
      helpers.resetForm();
      onChanged(user);
      return `Your email is now ${user.email}. You are signed out everywhere else.`;
    },
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Change your email
      </h2>
      <p className={styles.lead}>You stay signed in on this device. Every other device is signed out.</p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField name="email" label="New email" type="email" autoComplete="email" inputMode="email" />
          <FormField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          Change email
        </Button>
      </FormikForm>
    </section>
  );
}

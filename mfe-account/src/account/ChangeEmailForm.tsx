// "Change your email": the new address and the current password (re-authentication). The API signs out every
// other session and keeps this one.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { isolate } from '../messages/serverWords';
import type { User } from '@kemet/contract';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { changeEmailSchema, type ChangeEmailInput } from '@kemet/contract/forms';
import styles from '../components/sections.module.css';

export function ChangeEmailForm({ onChanged }: { onChanged: (user: User) => void }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useKemetForm<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    validateOnMount: true,
    submit: async (values, helpers) => {
      const { user } = await accountApi.changeEmail({
        email: values.email.trim(),
        currentPassword: values.currentPassword,
      });
      helpers.resetForm();
      onChanged(user);
      return t('account.emailChanged', { email: isolate(user.email) });
    },
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('account.changeEmail')}
      </h2>
      <p className={styles.lead}>{t('account.staySignedIn')}</p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField
            name="email"
            label={t('account.newEmail')}
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
          />
          <FormField
            name="currentPassword"
            label={t('account.currentPassword')}
            type="password"
            dir="ltr"
            autoComplete="current-password"
          />
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('account.changeEmailButton')}
        </Button>
      </FormikForm>
    </section>
  );
}

// "Change your password": the current password and a new one under the shared rules (with this traveller's email
// and name as context). The API signs out every other session and keeps this one.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { inPageLanguage } from '../messages/serverWords';
import type { User } from '@kemet/contract';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { changePasswordSchema, type ChangePasswordInput } from '@kemet/contract/forms';
import styles from '../components/sections.module.css';

export function ChangePasswordForm({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useKemetForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '' },
    validationSchema: changePasswordSchema,
    validateOnMount: true,
    validationContext: { email: user.email, fullName: user.fullName },
    submit: async (values, helpers) => {
      const answer = await accountApi.changePassword(values);
      helpers.resetForm();
      onChanged();
      return inPageLanguage(answer.message, 'account.passwordChanged');
    },
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('account.changePassword')}
      </h2>
      <p className={styles.lead}>{t('account.staySignedIn')}</p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField
            name="currentPassword"
            label={t('account.currentPassword')}
            type="password"
            dir="ltr"
            autoComplete="current-password"
          />
          <FormField
            name="newPassword"
            label={t('account.newPassword')}
            type="password"
            dir="ltr"
            autoComplete="new-password"
          />
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('account.changePasswordButton')}
        </Button>
      </FormikForm>
    </section>
  );
}

// "Send me a reset link": the answer is the same whether or not the email has an account.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { inPageLanguage } from '../messages/serverWords';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@kemet/contract/forms';
import styles from './ForgotPassword.module.css';

export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useKemetForm<PasswordResetRequestInput>({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    validateOnMount: true,
    submit: async (values) => {
      const { message } = await accountApi.requestPasswordReset({ email: values.email.trim() });
      onSent();
      return inPageLanguage(message, 'help.linkSent');
    },
  });

  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>
        {t('help.requestTitle')}
      </h2>
      <p className={styles.formLead}>{t('help.requestLead')}</p>
      <FormField name="email" label={t('help.email')} type="email" dir="ltr" autoComplete="email" inputMode="email" />
      <FormStatusNotice />
      <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
        {t('help.sendLink')}
      </Button>
    </FormikForm>
  );
}

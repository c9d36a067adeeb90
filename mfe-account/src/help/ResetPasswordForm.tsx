// Sets a new password with the token of a reset link. A used, expired or unknown link is said plainly, with a way
// to ask for a new one; a reset signs the account out everywhere, this browser included.
import { useId, useState } from 'react';
import { accountApi } from '../api/accountApi';
import { ApiError, authStore, Link, serviceErrorText, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { inPageLanguage } from '../messages/serverWords';
import { Button, buttonClassName, Notice } from '@kemet/ui';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { passwordResetSchema, type PasswordResetInput } from '@kemet/contract/forms';
import styles from './ForgotPassword.module.css';

const LINK_PROBLEMS = new Set(['RESET_LINK_USED', 'RESET_LINK_EXPIRED', 'RESET_LINK_INVALID']);

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useKemetForm<PasswordResetInput>({
    initialValues: { token, password: '' },
    validationSchema: passwordResetSchema,
    validateOnMount: true,
    submit: async (values) => {
      try {
        const { message } = await accountApi.resetPassword(values);
        if (authStore.getState().loggedIn) authStore.signOut();
        return inPageLanguage(message, 'help.resetDone');
      } catch (error) {
        if (!(error instanceof ApiError && LINK_PROBLEMS.has(error.code))) throw error;
        setLinkProblem(serviceErrorText(error.code, error.message));
      }
    },
  });

  if (form.status.success) {
    return (
      <>
        <Notice tone="success">{form.status.success}</Notice>
        <Link to="/signin" className={buttonClassName('primary')}>
          {t('help.signIn')}
        </Link>
      </>
    );
  }
  if (linkProblem) {
    return (
      <>
        <Notice tone="error" title={t('help.linkUnusable')}>
          {linkProblem}
        </Notice>
        <Link to="/forgot-password" className={buttonClassName('primary')}>
          {t('help.askNewLink')}
        </Link>
      </>
    );
  }
  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.formTitle}>
        {t('help.chooseTitle')}
      </h2>
      <p className={styles.formLead}>{t('help.chooseLead')}</p>
      <FormField name="password" label={t('help.newPassword')} type="password" dir="ltr" autoComplete="new-password" />
      <FormStatusNotice />
      <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
        {t('help.setPassword')}
      </Button>
    </FormikForm>
  );
}

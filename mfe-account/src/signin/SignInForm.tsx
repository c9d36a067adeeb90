// The Sign In form: email and password required with no messages; the server's answers appear under the fields
// (docs/product/pages.md#sign-in-and-create-account).
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { FormField, FormikForm, FormStatusNotice } from '@kemet/platform/forms';
import { type SignInInput, signInSchema } from '@kemet/contract/forms';
import { SocialIcons } from './SocialIcons';
import { signInFailure } from './authFailures';
import { useAuthForm } from './useAuthForm';
import styles from './AuthForm.module.css';

export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useAuthForm<SignInInput>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: signInSchema,
    toFailure: signInFailure,
    send: (values) => accountApi.signIn({ email: values.email.trim(), password: values.password }),
  });

  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('signIn.signIn')}
      </h2>
      <SocialIcons />
      <p className={styles.lead}>{t('signIn.signInLead')}</p>
      <div className={styles.fields}>
        <FormField
          name="email"
          label={t('signIn.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          ruleMessages={false}
          alert
        />
        <FormField
          name="password"
          label={t('signIn.password')}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          ruleMessages={false}
          alert
        />
      </div>
      <Link className={styles.forgot} to="/forgot-password">
        {t('signIn.forgot')}
      </Link>
      <FormStatusNotice />
      <Button type="submit" className={styles.submit} disabled={!form.canSubmit} busy={form.busy}>
        {t('signIn.signIn')}
      </Button>
    </FormikForm>
  );
}

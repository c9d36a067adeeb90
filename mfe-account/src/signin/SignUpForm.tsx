// The Create Account form: the shared rules and messages (signUpSchema, docs/product/texts-and-messages.md#validation),
// shown once a field is touched.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { FormField, FormikForm, FormStatusNotice } from '@kemet/platform/forms';
import { signUpSchema, type SignUpInput } from '@kemet/contract/forms';
import { SocialIcons } from './SocialIcons';
import { emailTaken, signUpFailure } from './authFailures';
import { useAuthForm } from './useAuthForm';
import styles from './AuthForm.module.css';

export function SignUpForm({ onSignInInstead }: { onSignInInstead: (email: string) => void }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useAuthForm<SignUpInput>({
    initialValues: { fullName: '', email: '', password: '' },
    validationSchema: signUpSchema,
    toFailure: signUpFailure,
    send: (values) =>
      accountApi.signUp({ fullName: values.fullName.trim(), email: values.email.trim(), password: values.password }),
  });

  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('signIn.createAccount')}
      </h2>
      <SocialIcons />
      <p className={styles.lead}>{t('signIn.signUpLead')}</p>
      <div className={styles.fields}>
        <FormField name="fullName" label={t('signIn.name')} autoComplete="name" />
        <FormField name="email" label={t('signIn.email')} type="email" dir="ltr" autoComplete="email" inputMode="email">
          {form.status.fields.email === emailTaken() && (
            <>
              {' '}
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() => onSignInInstead(form.formik.values.email.trim())}
              >
                {t('signIn.signInInstead')}
              </button>
            </>
          )}
        </FormField>
        <FormField name="password" label={t('signIn.password')} type="password" dir="ltr" autoComplete="new-password" />
      </div>
      <FormStatusNotice />
      <Button type="submit" className={styles.submit} disabled={!form.canSubmit} busy={form.busy}>
        {t('signIn.signUp')}
      </Button>
    </FormikForm>
  );
}

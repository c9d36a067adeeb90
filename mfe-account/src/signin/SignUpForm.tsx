// The Create Account form: the shared rules and messages (signUpSchema, docs/product/texts-and-messages.md#validation), shown once a field is touched.
import { useId } from 'react';
import { accountApi } from '../api/accountApi';
import { Button } from '@kemet/ui';
import { FormField, FormikForm, FormStatusNotice } from '@kemet/platform/forms';
import { signUpSchema, type SignUpInput } from '@kemet/contract/forms';
import { SocialIcons } from './SocialIcons';
import { EMAIL_TAKEN, signUpFailure } from './authFailures';
import { useAuthForm } from './useAuthForm';
import styles from './AuthForm.module.css';

export function SignUpForm({ onSignInInstead }: { onSignInInstead: (email: string) => void }) {
  const headingId = useId();
  const form = useAuthForm<SignUpInput>({
    initialValues: { fullName: '', email: '', password: '' },
    validationSchema: signUpSchema,
    toFailure: signUpFailure,
    send: (values) => accountApi.signUp({ fullName: values.fullName.trim(), email: values.email.trim(), password: values.password }),
  });

  return (
    <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Create Account
      </h2>
      <SocialIcons />
      <p className={styles.lead}>Join Kemet to book events and tours across Egypt.</p>
      <div className={styles.fields}>
        <FormField name="fullName" label="Name" autoComplete="name" />
        <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email">
          {form.status.fields.email === EMAIL_TAKEN && (
            <>
              {' '}
              <button type="button" className={styles.inlineLink} onClick={() => onSignInInstead(form.formik.values.email.trim())}>
                Sign in instead
              </button>
            </>
          )}
        </FormField>
        <FormField name="password" label="Password" type="password" autoComplete="new-password" />
      </div>
      <FormStatusNotice />
      <Button type="submit" className={styles.submit} disabled={!form.canSubmit} busy={form.busy}>
        Sign Up
      </Button>
    </FormikForm>
  );
}

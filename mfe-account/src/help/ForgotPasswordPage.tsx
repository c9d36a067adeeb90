// ForgotPasswordPage (/forgot-password), exposed as 'account/ForgotPasswordPage': ask for a reset link by email, or
// get help from support. On a dev stack the newest mail (with the link) shows below.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@kemet/ui';
import { devKeys, Link } from '@kemet/platform';
import { DevMailbox } from '../account/DevMailbox';
import { ResetRequestForm } from './ResetRequestForm';
import styles from './ForgotPassword.module.css';

export const SUPPORT_EMAIL = 'support@kemet.example';

export default function ForgotPasswordPage() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const showNewestMail = () => {
    setSent(true);
    void queryClient.invalidateQueries({ queryKey: devKeys.mailbox });
  };
  return (
    <section className={styles.page} data-boundary="account">
      <div className={styles.column}>
        <article className={styles.card}>
          <p className={styles.eyebrow}>Account help</p>
          <h1 className={styles.title}>Forgot your password?</h1>
          <ResetRequestForm onSent={showNewestMail} />
          <p>
            We can help you back into your account. Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email address you signed
            up with, or visit our <Link to="/support">Support page</Link>. A member of our team will confirm it is you and help you set a new
            password.
          </p>
          <div className={styles.warning}>
            <p className={styles.warningTitle}>We never ask for your password</p>
            <p>Kemet will never ask for your password by email, phone or message. If someone does, do not share it.</p>
          </div>
          <Link to="/signin" className={buttonClassName('secondary')}>
            Back to sign in
          </Link>
        </article>
        {sent && <DevMailbox />}
      </div>
    </section>
  );
}

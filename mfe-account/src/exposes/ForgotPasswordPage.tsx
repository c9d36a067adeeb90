// ForgotPasswordPage (/forgot-password), exposed as 'account/ForgotPasswordPage': how to get help back into an account.
import { buttonClassName, Link } from '@kemet/shared';
import styles from '../help/ForgotPassword.module.css';

export const SUPPORT_EMAIL = 'support@kemet.example';

export default function ForgotPasswordPage() {
  return (
    <section className={styles.page} data-boundary="account">
      <article className={styles.card}>
        <p className={styles.eyebrow}>Account help</p>
        <h1 className={styles.title}>Forgot your password?</h1>
        <p>
          We can help you back into your account. Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email address you signed up with, or visit
          our <Link to="/support">Support page</Link>. A member of our team will confirm it is you and help you set a new
          password.
        </p>
        <div className={styles.warning}>
          <p className={styles.warningTitle}>We never ask for your password</p>
          <p>Kemet will never ask for your password by email, phone or message. If someone does, do not share it.</p>
        </div>
        <Link to="/signin" className={buttonClassName('secondary')}>Back to sign in</Link>
      </article>
    </section>
  );
}

// ResetPasswordPage (/reset-password?token=…), exposed as 'account/ResetPasswordPage': the page a reset mail links to.
import { buttonClassName } from '@kemet/ui';
import { Link, useSearchParams } from '@kemet/platform';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from './ForgotPassword.module.css';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <section className={styles.page} data-boundary="account">
      <article className={styles.card}>
        <p className={styles.eyebrow}>Account help</p>
        <h1 className={styles.title}>Reset your password</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <>
            <p>This page needs the link from your reset mail. Links work once, for 30 minutes.</p>
            <Link to="/forgot-password" className={buttonClassName('primary')}>
              Ask for a reset link
            </Link>
          </>
        )}
      </article>
    </section>
  );
}

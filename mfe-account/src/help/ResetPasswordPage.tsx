// ResetPasswordPage (/reset-password?token=…), exposed as 'account/ResetPasswordPage': the page a reset mail links to.
import { buttonClassName } from '@kemet/ui';
import { Link, useSearchParams, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from './ForgotPassword.module.css';

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <section className={styles.page} data-boundary="account">
      <article className={styles.card}>
        <p className={styles.eyebrow}>{t('help.eyebrow')}</p>
        <h1 className={styles.title}>{t('help.resetTitle')}</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <>
            <p>{t('help.needsLink')}</p>
            <Link to="/forgot-password" className={buttonClassName('primary')}>
              {t('help.askLink')}
            </Link>
          </>
        )}
      </article>
    </section>
  );
}

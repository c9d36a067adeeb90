// A link that invites to nothing (unknown, used, expired, withdrawn): the service's words, a way to sign in and home.
import { buttonClassName } from '@kemet/ui';
import { Link, serviceErrorText, useTranslation, type ApiError } from '@kemet/platform';
import '../messages/partnerMessages';
import styles from '../components/sections.module.css';

export function InvalidInvitation(props: { error: ApiError } | { message: string }) {
  const { t } = useTranslation('partner');
  const message = 'error' in props ? serviceErrorText(props.error.code, props.error.message) : props.message;
  return (
    <>
      <h1 className={styles.title}>{t('invitation.invalidTitle')}</h1>
      <article className={styles.card}>
        <p className={styles.lead}>{message}</p>
        <div className={styles.actions}>
          <Link to="/signin" className={buttonClassName('primary')}>
            {t('invitation.toSignIn')}
          </Link>
          <Link to="/home" className={buttonClassName('secondary')}>
            {t('invitation.toHome')}
          </Link>
        </div>
      </article>
    </>
  );
}

// ForgotPasswordPage (/forgot-password), exposed as 'account/ForgotPasswordPage': ask for a reset link by email, or
// get help from support. On a dev stack the newest mail (with the link) shows below.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@kemet/ui';
import { devKeys, Link, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/accountMessages';
import { DevMailbox } from '../components/DevMailbox';
import { ResetRequestForm } from './ResetRequestForm';
import styles from './ForgotPassword.module.css';

export const SUPPORT_EMAIL = 'support@kemet.example';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
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
          <p className={styles.eyebrow}>{t('help.eyebrow')}</p>
          <h1 className={styles.title}>{t('help.forgotTitle')}</h1>
          <ResetRequestForm onSent={showNewestMail} />
          <p>
            <Trans
              t={t}
              i18nKey="help.support"
              values={{ email: SUPPORT_EMAIL }}
              components={{
                mail: (
                  <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
                    {SUPPORT_EMAIL}
                  </a>
                ),
                support: <Link to="/support" />,
              }}
            />
          </p>
          <div className={styles.warning}>
            <p className={styles.warningTitle}>{t('help.neverAsk')}</p>
            <p>{t('help.neverAskText')}</p>
          </div>
          <Link to="/signin" className={buttonClassName('secondary')}>
            {t('help.backToSignIn')}
          </Link>
        </article>
        {sent && <DevMailbox />}
      </div>
    </section>
  );
}

// Who the reader is for their provider: the role, the account; staff who are not owners are pointed to the gate.
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import type { PartnerMe } from '@kemet/contract';
import '../messages/partnerMessages';
import styles from '../components/sections.module.css';

export function ProviderCard({ me }: { me: PartnerMe }) {
  const { t } = useTranslation('partner');
  return (
    <article className={styles.card}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('workspace.yourRole')}</dt>
          <dd>{t(`role.${me.role}`)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('workspace.signedInAs')}</dt>
          <dd>
            <bdi>{me.user.fullName}</bdi>
            <span className={styles.detail}>
              <bdi>{me.user.email}</bdi>
            </span>
          </dd>
        </div>
      </dl>
      {me.role === 'staff' && <p className={styles.lead}>{t('workspace.staffNote')}</p>}
      <Link to="/gate" className={buttonClassName(me.role === 'staff' ? 'primary' : 'secondary')}>
        {t('workspace.toGate')}
      </Link>
    </article>
  );
}

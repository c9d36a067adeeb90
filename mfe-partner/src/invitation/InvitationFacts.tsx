// What an invitation is to: the provider, the role and the invited address.
import { useTranslation } from '@kemet/platform';
import type { InvitationPreview } from '@kemet/contract';
import '../messages/partnerMessages';
import styles from '../components/sections.module.css';

export function InvitationFacts({ preview }: { preview: InvitationPreview }) {
  const { t } = useTranslation('partner');
  return (
    <>
      <p className={styles.lead}>{t('invitation.lead')}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('invitation.provider')}</dt>
          <dd>
            <bdi>{preview.provider.name}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('invitation.role')}</dt>
          <dd>{t(`role.${preview.role}`)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('invitation.email')}</dt>
          <dd>
            <bdi>{preview.email}</bdi>
          </dd>
        </div>
      </dl>
    </>
  );
}

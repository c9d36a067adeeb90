// Placeholder for the account card while /api/me answers, sized like the card so nothing jumps.
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import styles from './Account.module.css';

export function AccountSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div className={styles.card} role="status" aria-label={t('account.loading')}>
      <div className={styles.identity} aria-hidden="true">
        <Skeleton height="64px" width="64px" label="" />
        <div className={styles.skeletonLines}>
          <Skeleton height="1.9rem" width="14rem" label="" />
          <Skeleton height="1.2rem" width="11rem" label="" />
        </div>
      </div>
      <div className={styles.facts} aria-hidden="true">
        {[0, 1].map((index) => (
          <Skeleton key={index} height="3.6rem" label="" />
        ))}
      </div>
      <div className={styles.actions} aria-hidden="true">
        <Skeleton height="44px" width="9.5rem" label="" />
        <Skeleton height="44px" width="7.5rem" label="" />
      </div>
    </div>
  );
}

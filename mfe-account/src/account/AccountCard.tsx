// The signed-in traveller's details: name and email, member since, member ID, a link to My bookings and Log out.
import { useState } from 'react';
import { Button, buttonClassName } from '@kemet/ui';
import { Link, signOut, useNavigate, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { useAccountDates } from '../components/formatDateTime';
import type { User } from '@kemet/contract';
import styles from './Account.module.css';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { date } = useAccountDates();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    // The shared signOut clears the local session even when the server can't be reached.
    await signOut().catch(() => undefined);
    void navigate('/');
  };

  return (
    <article className={styles.card}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.fullName)}
        </span>
        <div>
          <h2 className={styles.name}>{user.fullName}</h2>
          <p className={styles.email}>
            <bdi>{user.email}</bdi>
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.memberSince')}</dt>
          <dd>{date(user.createdAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.memberId')}</dt>
          <dd className={styles.mono}>
            <bdi>{user.UId}</bdi>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to="/bookings" className={buttonClassName('primary')}>
          {t('account.myBookings')}
        </Link>
        <Button variant="secondary" busy={leaving} onClick={() => void logOut()}>
          {t('account.logOut')}
        </Button>
      </div>
    </article>
  );
}

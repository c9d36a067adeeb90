// The header's account corner: 'Sign In' when logged out; 'My account', 'My bookings' and 'Log out' when logged in.
import { useState } from 'react';
import { Button, buttonClassName } from '@kemet/ui';
import { Link, NavLink, signOut, useAuth, useNavigate, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import styles from './Header.module.css';

export function AccountActions() {
  const { t } = useTranslation('shell');
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!loggedIn) {
    return (
      <div className={styles.account}>
        <Link to="/signin" className={`${buttonClassName('primary', 'sm')} ${styles.signIn}`}>
          {t('header.signIn')}
        </Link>
      </div>
    );
  }

  const logOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // The local session is cleared even when the server cannot be told; nothing more to do.
    } finally {
      setBusy(false);
      void navigate('/');
    }
  };

  return (
    <div className={styles.account}>
      <NavLink to="/account" className={styles.link}>
        {t('header.myAccount')}
      </NavLink>
      <NavLink to="/bookings" className={styles.link}>
        {t('header.myBookings')}
      </NavLink>
      <Button variant="ghost" size="sm" busy={busy} onClick={() => void logOut()} className={styles.logOut}>
        {t('header.logOut')}
      </Button>
    </div>
  );
}

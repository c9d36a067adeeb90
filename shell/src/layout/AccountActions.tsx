// The header's account corner: the remotes' account entries for this visitor (signed out: Sign In, as the corner's
// button; signed in: My account, My bookings), and the shell's Log out.
import { useState } from 'react';
import { Button, buttonClassName } from '@kemet/ui';
import { isVisibleTo, Link, NavLink, signOut, useNavigate, useTranslation, useViewer } from '@kemet/platform';
import '../messages/shellMessages';
import { useLocalized, useSite } from '../app/site';
import styles from './Header.module.css';

export function AccountActions() {
  const { t } = useTranslation('shell');
  const viewer = useViewer();
  const localized = useLocalized();
  const entries = useSite().nav.filter((entry) => entry.place === 'account' && isVisibleTo(entry, viewer));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!viewer.loggedIn) {
    return (
      <div className={styles.account}>
        {entries.map((entry) => (
          <Link key={entry.path} to={entry.path} className={`${buttonClassName('primary', 'sm')} ${styles.signIn}`}>
            {localized(entry.label)}
          </Link>
        ))}
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
      {entries.map((entry) => (
        <NavLink key={entry.path} to={entry.path} className={styles.link}>
          {localized(entry.label)}
        </NavLink>
      ))}
      <Button variant="ghost" size="sm" busy={busy} onClick={() => void logOut()} className={styles.logOut}>
        {t('header.logOut')}
      </Button>
    </div>
  );
}

// AccountPage (/account, signed in only), exposed as 'account/AccountPage': the traveller's details from GET /api/me,
// password and email change, "Where you're signed in", and on a dev stack the newest mail.
import { useState } from 'react';
import { Button, Notice } from '@kemet/shared';
import { AccountCard } from '../account/AccountCard';
import { AccountSkeleton } from '../account/AccountSkeleton';
import { ChangeEmailForm } from '../account/ChangeEmailForm';
import { ChangePasswordForm } from '../account/ChangePasswordForm';
import { DevMailbox } from '../account/DevMailbox';
import { SessionsList } from '../account/SessionsList';
import { useCurrentUser } from '../account/useCurrentUser';
import styles from '../account/Account.module.css';

export default function AccountPage() {
  const { state, retry, replaceUser } = useCurrentUser();
  const [sessionChanges, setSessionChanges] = useState(0);
  const othersSignedOut = () => setSessionChanges((count) => count + 1);
  return (
    <section className={styles.page} data-boundary="account">
      <p className={styles.eyebrow}>Kemet member</p>
      <h1 className={styles.title}>Your account</h1>
      {state.status === 'loading' && <AccountSkeleton />}
      {state.status === 'ready' && (
        <>
          <AccountCard user={state.user} />
          <ChangePasswordForm user={state.user} onChanged={othersSignedOut} />
          <ChangeEmailForm
            onChanged={(user) => {
              replaceUser(user);
              othersSignedOut();
            }}
          />
          <SessionsList refreshKey={sessionChanges} />
          <DevMailbox />
        </>
      )}
      {state.status === 'error' && (
        <Notice tone="error" title="We could not load your account">
          <p>{state.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>Retry</Button>
        </Notice>
      )}
    </section>
  );
}

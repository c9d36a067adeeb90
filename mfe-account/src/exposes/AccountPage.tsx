// AccountPage (/account, signed in only), exposed as 'account/AccountPage': the traveller's details from GET /api/me,
// password and email change, "Where you're signed in", and on a dev stack the newest mail.
import { useQueryClient } from '@tanstack/react-query';
import { myKeys, QueryError } from '@kemet/platform';
import { useCurrentUser } from '../api/getCurrentUser';
import { AccountCard } from '../account/AccountCard';
import { AccountSkeleton } from '../account/AccountSkeleton';
import { ChangeEmailForm } from '../account/ChangeEmailForm';
import { ChangePasswordForm } from '../account/ChangePasswordForm';
import { DevMailbox } from '../account/DevMailbox';
import { SessionsList } from '../account/SessionsList';
import styles from '../account/Account.module.css';

export default function AccountPage() {
  const { query, sessionGone, replaceUser } = useCurrentUser();
  const queryClient = useQueryClient();
  const othersSignedOut = () => void queryClient.invalidateQueries({ queryKey: myKeys.sessions });
  return (
    <section className={styles.page} data-boundary="account">
      <p className={styles.eyebrow}>Kemet member</p>
      <h1 className={styles.title}>Your account</h1>
      {(query.isPending || sessionGone) && <AccountSkeleton />}
      {query.isSuccess && (
        <>
          <AccountCard user={query.data} />
          <ChangePasswordForm user={query.data} onChanged={othersSignedOut} />
          <ChangeEmailForm
            onChanged={(user) => {
              replaceUser(user);
              othersSignedOut();
            }}
          />
          <SessionsList />
          <DevMailbox />
        </>
      )}
      {query.isError && !sessionGone && <QueryError what="your account" error={query.error} onRetry={() => void query.refetch()} />}
    </section>
  );
}

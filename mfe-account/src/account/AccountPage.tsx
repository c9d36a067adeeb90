// AccountPage (/account, signed in only), exposed as 'account/AccountPage': the traveller's details from GET /api/me,
// password and email change, "Where you're signed in", and on a dev stack the newest mail.
import { useQueryClient } from '@tanstack/react-query';
import { myKeys, QueryError, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { useCurrentUser } from '../api/getCurrentUser';
import { AccountCard } from './AccountCard';
import { AccountSkeleton } from './AccountSkeleton';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DevMailbox } from '../components/DevMailbox';
import { SessionsList } from './SessionsList';
import styles from './Account.module.css';

export default function AccountPage() {
  const { query, sessionGone, replaceUser } = useCurrentUser();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const othersSignedOut = () => void queryClient.invalidateQueries({ queryKey: myKeys.sessions });
  return (
    <section className={styles.page} data-boundary="account">
      <p className={styles.eyebrow}>{t('account.eyebrow')}</p>
      <h1 className={styles.title}>{t('account.title')}</h1>
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
      {query.isError && !sessionGone && (
        <QueryError what={t('account.what')} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

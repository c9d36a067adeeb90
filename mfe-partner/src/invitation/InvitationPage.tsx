// InvitationPage (/partner/invitation?token=…, open to everyone holding the link), exposed as
// 'partner/InvitationPage': what the invitation is to (provider, role, address), then accepting it, with a new
// account's name and password or, for an address that has an account, signed in with one button; then the workspace.
// A link that is used, expired, withdrawn or unknown is said plainly.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@kemet/ui';
import { ApiError, QueryError, useSearchParams, useTranslation } from '@kemet/platform';
import '../messages/partnerMessages';
import { partnerApi } from '../api/partnerApi';
import { isolate } from '../components/isolate';
import { AcceptInvitation } from './AcceptInvitation';
import { InvalidInvitation } from './InvalidInvitation';
import { InvitationFacts } from './InvitationFacts';
import styles from '../components/sections.module.css';

const invitationQuery = (token: string) => ({
  queryKey: ['partner', 'invitations', token] as const,
  queryFn: () => partnerApi.invitation(token),
  enabled: token !== '',
});

/** The service's refusals of a link: not valid (404) and no longer valid (410). */
const isRefusedLink = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

export default function InvitationPage() {
  const { t } = useTranslation('partner');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useQuery(invitationQuery(token));

  return (
    <section className={styles.page} data-boundary="partner">
      <p className={styles.eyebrow}>{t('invitation.eyebrow')}</p>
      {token === '' && <InvalidInvitation message={t('invitation.noToken')} />}
      {token !== '' && invitation.isPending && <Skeleton height="320px" label={t('invitation.loading')} />}
      {isRefusedLink(invitation.error) && <InvalidInvitation error={invitation.error} />}
      {invitation.isError && !isRefusedLink(invitation.error) && (
        <QueryError what={t('invitation.eyebrow')} error={invitation.error} onRetry={() => void invitation.refetch()} />
      )}
      {invitation.isSuccess && (
        <>
          <h1 className={styles.title}>
            {t('invitation.title', { provider: isolate(invitation.data.provider.name) })}
          </h1>
          <InvitationFacts preview={invitation.data} />
          <AcceptInvitation token={token} preview={invitation.data} />
        </>
      )}
    </section>
  );
}

// WorkspacePage (/partner, partner staff signed in), exposed as 'partner/WorkspacePage': the provider and the reader's
// role from GET /api/partner/me; for an owner, the staff, gate keys and activity. Staff who are not owners see the
// provider and their role (the service keeps the rest for owners). A 401 signs out and asks to sign in again; an
// account that works for no provider is told so.
import { Notice, Skeleton } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/partnerMessages';
import { ProviderCard } from './ProviderCard';
import { StaffSection } from './StaffSection';
import { GateKeysSection } from './GateKeysSection';
import { ActivitySection } from './ActivitySection';
import { WorkspaceNav } from './nav/WorkspaceNav';
import { useWorkspaceReader } from './frame/useWorkspaceReader';
import { TodaySection } from './sessions/TodaySection';
import styles from '../components/sections.module.css';

export default function WorkspacePage() {
  const { t } = useTranslation('partner');
  const { me, signedOut, notPartner } = useWorkspaceReader();

  return (
    <section className={styles.page} data-boundary="partner">
      <p className={styles.eyebrow}>{t('workspace.eyebrow')}</p>
      {me.isSuccess ? (
        <>
          <h1 className={styles.title}>
            <bdi>{me.data.provider.name}</bdi>
          </h1>
          <WorkspaceNav role={me.data.role} />
          <TodaySection days={2} />
          <ProviderCard me={me.data} />
          {me.data.role === 'owner' && (
            <>
              <StaffSection me={me.data} />
              <GateKeysSection />
              <ActivitySection />
            </>
          )}
        </>
      ) : (
        <h1 className={styles.title}>{t('workspace.eyebrow')}</h1>
      )}
      {(me.isPending || signedOut) && <Skeleton height="240px" label={t('workspace.loading')} />}
      {notPartner && (
        <Notice tone="info" title={t('workspace.notPartnerTitle')}>
          {t('workspace.notPartner')}
        </Notice>
      )}
      {me.isError && !signedOut && !notPartner && (
        <QueryError what={t('workspace.what')} error={me.error} onRetry={() => void me.refetch()} />
      )}
    </section>
  );
}

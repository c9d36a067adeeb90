// The frame of a workspace page of its own (sessions, schedules, manifests, sales, the statement): the provider's name,
// the workspace tabs, and the reader's membership (GET /api/partner/me) handed to the page. As on the overview, a 401
// signs out and asks to sign in again, back to this page, and an account that works for no provider is told so.
import type { ReactNode } from 'react';
import { Notice, Skeleton } from '@kemet/ui';
import type { PartnerMe } from '@kemet/contract';
import { QueryError, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import { WorkspaceNav } from '../nav/WorkspaceNav';
import { useWorkspaceReader } from './useWorkspaceReader';
import styles from '../../components/sections.module.css';

export function WorkspaceFrame({ title, children }: { title?: string; children: (me: PartnerMe) => ReactNode }) {
  const { t } = useTranslation('partner');
  const { me, signedOut, notPartner } = useWorkspaceReader();

  return (
    <section className={styles.page} data-boundary="partner">
      <p className={styles.eyebrow}>{me.isSuccess ? <bdi>{me.data.provider.name}</bdi> : t('workspace.eyebrow')}</p>
      <h1 className={styles.title}>{title ?? t('workspace.eyebrow')}</h1>
      {me.isSuccess && (
        <>
          <WorkspaceNav role={me.data.role} />
          {children(me.data)}
        </>
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

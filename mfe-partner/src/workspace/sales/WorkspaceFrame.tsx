// The frame of a workspace page of its own (sales, statement): the provider above the page's title, the workspace's
// tabs, and the reader from GET /api/partner/me handed to the page. A 401 signs out and asks to sign in again, back to `path`;
// an account that works for no provider is told so.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Notice, Skeleton } from '@kemet/ui';
import { ApiError, authStore, QueryError, signInPathFor, useNavigate, useTranslation } from '@kemet/platform';
import type { PartnerMe } from '@kemet/contract';
import '../../messages/partnerMessages';
import { partnerMeQuery } from '../../api/partnerQueries';
import { WorkspaceNav } from '../nav/WorkspaceNav';
import styles from '../../components/sections.module.css';
import own from './sales.module.css';

interface WorkspaceFrameProps {
  path: string;
  title: string;
  children: (me: PartnerMe) => ReactNode;
}

export function WorkspaceFrame({ path, title, children }: WorkspaceFrameProps) {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const me = useQuery(partnerMeQuery);
  const status = me.error instanceof ApiError ? me.error.status : null;

  useEffect(() => {
    if (status !== 401) return;
    authStore.signOut();
    void navigate(signInPathFor(path), { replace: true });
  }, [status, navigate, path]);

  return (
    <section className={styles.page} data-boundary="partner">
      <p className={styles.eyebrow}>{me.isSuccess ? <bdi>{me.data.provider.name}</bdi> : t('workspace.eyebrow')}</p>
      <h1 className={styles.title}>{title}</h1>
      {me.isSuccess && (
        <>
          <div className={own.noPrint}>
            <WorkspaceNav role={me.data.role} />
          </div>
          {children(me.data)}
        </>
      )}
      {(me.isPending || status === 401) && <Skeleton height="240px" label={t('workspace.loading')} />}
      {status === 403 && (
        <Notice tone="info" title={t('workspace.notPartnerTitle')}>
          {t('workspace.notPartner')}
        </Notice>
      )}
      {me.isError && status !== 401 && status !== 403 && (
        <QueryError what={t('workspace.what')} error={me.error} onRetry={() => void me.refetch()} />
      )}
    </section>
  );
}

// The frame of a workspace page of its own (sessions, schedules, manifests, sales, the statement): the provider's name,
// the workspace tabs, and the reader's membership (GET /api/partner/me) handed to the page. As on the overview, a 401
// signs out and asks to sign in again, back to this page, and an account that works for no provider is told so.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Notice, Skeleton } from '@kemet/ui';
import type { PartnerMe } from '@kemet/contract';
import {
  ApiError,
  authStore,
  QueryError,
  signInPathFor,
  useLocation,
  useNavigate,
  useTranslation,
} from '@kemet/platform';
import '../../messages/partnerMessages';
import { partnerMeQuery } from '../../api/partnerQueries';
import { WorkspaceNav } from '../nav/WorkspaceNav';
import styles from '../../components/sections.module.css';

export function WorkspaceFrame({ title, children }: { title?: string; children: (me: PartnerMe) => ReactNode }) {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const me = useQuery(partnerMeQuery);
  const status = me.error instanceof ApiError ? me.error.status : null;

  useEffect(() => {
    if (status !== 401) return;
    authStore.signOut();
    void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
  }, [status, navigate, pathname, search]);

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

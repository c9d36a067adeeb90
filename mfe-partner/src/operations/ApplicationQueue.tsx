// The applications of one status, a page at a time as the service pages them, and the last decision's outcome above
// them (focused, since the decided application leaves the pending list).
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Notice, Skeleton } from '@kemet/ui';
import { ApiError, QueryError, useSearchParams, useTranslation } from '@kemet/platform';
import type { PartnerApplicationList } from '@kemet/contract';
import './messages/operationsMessages';
import type { ActionNote } from '../components/actionNote';
import { DecisionNote } from '../components/DecisionNote';
import type { ApplicationStatus } from './operationsApi';
import { ApplicationCard } from './ApplicationCard';
import { PendingActions } from './PendingActions';
import sections from '../components/sections.module.css';
import styles from './operations.module.css';

interface Props {
  status: ApplicationStatus;
  page: number;
  applications: UseQueryResult<PartnerApplicationList>;
}

export function ApplicationQueue({ status, page, applications }: Props) {
  const { t } = useTranslation('operations');
  const [, setParams] = useSearchParams();
  const [note, setNote] = useState<ActionNote | null>(null);
  const refused = applications.error instanceof ApiError ? applications.error.status : null;
  const pages = applications.data?.totalPages ?? 1;

  return (
    <>
      <DecisionNote note={note} />
      {(applications.isPending || refused === 401) && <Skeleton height="320px" label={t('loading')} />}
      {refused === 403 && (
        <Notice tone="info" title={t('notOperationsTitle')}>
          {t('notOperations')}
        </Notice>
      )}
      {applications.isError && refused !== 401 && refused !== 403 && (
        <QueryError what={t('what')} error={applications.error} onRetry={() => void applications.refetch()} />
      )}
      {applications.isSuccess &&
        (applications.data.items.length === 0 ? (
          <p className={sections.lead}>{t(`none.${status}`)}</p>
        ) : (
          <ol className={styles.queue} aria-label={t(`list.${status}`)}>
            {applications.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application}>
                  {application.status === 'pending' && <PendingActions application={application} onOutcome={setNote} />}
                </ApplicationCard>
              </li>
            ))}
          </ol>
        ))}
      {pages > 1 && (
        <nav className={sections.pager} aria-label={t('pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setParams({ status, page: String(page - 1) })}
          >
            {t('newer')}
          </Button>
          <span aria-live="polite">{t('page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setParams({ status, page: String(page + 1) })}
          >
            {t('older')}
          </Button>
        </nav>
      )}
    </>
  );
}

// Activity (owners): the provider's audit log, newest first, a page at a time as the service pages it: when, what, who,
// and the address it concerned where there is one.
import { useId, useState } from 'react';
import { Button } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import type { AuditEntry } from '@kemet/contract';
import '../messages/partnerMessages';
import { useAudit } from '../api/partnerQueries';
import { isolate } from '../components/isolate';
import { usePartnerDates } from '../components/usePartnerDates';
import styles from '../components/sections.module.css';

/** The address an entry concerns (an invitation's, a removed member's), if its before or after names one. */
function emailOf(entry: AuditEntry): string | null {
  for (const side of [entry.after, entry.before])
    if (typeof side === 'object' && side !== null && 'email' in side && typeof side.email === 'string')
      return side.email;
  return null;
}

export function ActivitySection() {
  const { t } = useTranslation('partner');
  const { dateTime } = usePartnerDates();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const pages = audit.data?.totalPages ?? 1;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('activity.title')}
      </h2>
      <p className={styles.lead}>{t('activity.lead')}</p>
      {audit.isPending && <p role="status">{t('activity.loading')}</p>}
      {audit.isError && (
        <QueryError what={t('activity.what')} error={audit.error} onRetry={() => void audit.refetch()} />
      )}
      {audit.isSuccess &&
        (audit.data.items.length === 0 ? (
          <p className={styles.lead}>{t('activity.none')}</p>
        ) : (
          <ol className={styles.list} aria-labelledby={headingId}>
            {audit.data.items.map((entry) => {
              const email = emailOf(entry);
              return (
                <li key={entry.id} className={styles.row}>
                  <div className={styles.rowText}>
                    <p className={styles.name}>
                      {t(`activity.action.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
                      {email && (
                        <>
                          {' · '}
                          <bdi>{email}</bdi>
                        </>
                      )}
                    </p>
                    <p className={styles.detail}>
                      <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                      {' · '}
                      {entry.actor ? t('activity.by', { name: isolate(entry.actor.fullName) }) : t('activity.byKemet')}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        ))}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('activity.pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('activity.newer')}
          </Button>
          <span aria-live="polite">{t('activity.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('activity.older')}
          </Button>
        </nav>
      )}
    </section>
  );
}

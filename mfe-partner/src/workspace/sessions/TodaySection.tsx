// "Today" at the top of the workspace (today and tomorrow) and of the Sessions tab (7 days): the sessions with places sold, left and checked in, each
// linking to its manifest. While a session's gate is open it asks again every 15 s, so check-ins show as they happen.
import { useId } from 'react';
import { Link, QueryError, useFormat, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import { useToday } from './sessionsQueries';
import { SessionBadges, SessionCounts } from './SessionFacts';
import styles from '../../components/sections.module.css';

/** `days`: today and the days after it, in Cairo. */
export function TodaySection({ days }: { days: 2 | 7 }) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const headingId = useId();
  const today = useToday(days);
  const live = today.data?.items.some((session) => session.gateOpen) ?? false;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('today.title')}
      </h2>
      <p className={styles.lead}>{live ? t('today.live') : t(`today.lead${days}`)}</p>
      {today.isPending && <p role="status">{t('today.loading')}</p>}
      {today.isError && <QueryError what={t('today.what')} error={today.error} onRetry={() => void today.refetch()} />}
      {today.isSuccess &&
        (today.data.items.length === 0 ? (
          <p className={styles.lead}>{t(`today.none${days}`)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {today.data.items.map((session) => (
              <li key={session.id} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.name}>
                    <Link to={`/partner/sessions/${session.id}`}>
                      <bdi>{session.experience.name}</bdi>
                    </Link>
                    <SessionBadges session={session} />
                  </p>
                  <p className={styles.detail}>{format.dateTime(session.startsAt)}</p>
                </div>
                <SessionCounts session={session} />
              </li>
            ))}
          </ul>
        ))}
      {days === 2 && <Link to="/partner/sessions">{t('today.allSessions')}</Link>}
    </section>
  );
}

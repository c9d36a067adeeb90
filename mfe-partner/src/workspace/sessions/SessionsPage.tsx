// SessionsPage (/partner/sessions): the provider's listings with their upcoming sessions, each linking to its schedule.
import { useId } from 'react';
import { Link, QueryError, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import { useExperiences } from './sessionsQueries';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import { TodaySection } from './TodaySection';
import styles from '../../components/sections.module.css';

function ListingSchedules() {
  const { t } = useTranslation('partner');
  const headingId = useId();
  const experiences = useExperiences();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('sessions.listingsTitle')}
      </h2>
      <p className={styles.lead}>{t('sessions.listingsLead')}</p>
      {experiences.isPending && <p role="status">{t('sessions.loading')}</p>}
      {experiences.isError && (
        <QueryError what={t('sessions.what')} error={experiences.error} onRetry={() => void experiences.refetch()} />
      )}
      {experiences.isSuccess &&
        (experiences.data.items.length === 0 ? (
          <p className={styles.lead}>{t('sessions.noListings')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {experiences.data.items.map((experience) => (
              <li key={experience.id} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.name}>
                    <Link to={`/partner/listings/${experience.id}/schedule`}>
                      <bdi>{experience.name}</bdi>
                    </Link>
                  </p>
                  <p className={styles.detail}>{t('sessions.upcoming', { count: experience.upcomingSessions })}</p>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export default function SessionsPage() {
  const { t } = useTranslation('partner');
  return (
    <WorkspaceFrame title={t('sessions.title')}>
      {() => (
        <>
          <TodaySection days={7} />
          <ListingSchedules />
        </>
      )}
    </WorkspaceFrame>
  );
}

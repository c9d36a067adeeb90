// SchedulePage (/partner/listings/:listingId/schedule): one listing's next sessions (each linking to its manifest),
// weekly rules, one-off sessions, closures and ticket categories. Staff read it; owners change it.
import { useId, useState } from 'react';
import { Button } from '@kemet/ui';
import { ApiError, Link, QueryError, useFormat, useParams, useTranslation } from '@kemet/platform';
import type { PartnerSession } from '@kemet/contract';
import '../../messages/partnerMessages';
import { useSchedule } from './sessionsQueries';
import { SessionBadges, SessionCounts } from './SessionFacts';
import { WeeklyRules } from './WeeklyRules';
import { OneOffSessionForm } from './OneOffSessionForm';
import { ClosuresSection } from './ClosuresSection';
import { CategoriesSection } from './CategoriesSection';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import sections from '../../components/sections.module.css';

/** How many of the next sessions show before "Show all". */
const FIRST_SESSIONS = 8;

function NextSessions({ sessions }: { sessions: PartnerSession[] }) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? sessions : sessions.slice(0, FIRST_SESSIONS);
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('schedule.sessionsTitle')}
      </h2>
      {sessions.length === 0 ? (
        <p className={sections.lead}>{t('schedule.noSessions')}</p>
      ) : (
        <ul className={sections.list} aria-labelledby={headingId}>
          {shown.map((session) => (
            <li key={session.id} className={sections.row}>
              <div className={sections.rowText}>
                <p className={sections.name}>
                  <Link to={`/partner/sessions/${session.id}`}>{format.dateTime(session.startsAt)}</Link>
                  <SessionBadges session={session} />
                </p>
                <p className={sections.detail}>
                  {session.origin === 'one_off' ? t('schedule.oneOff') : t('schedule.fromRules')}
                </p>
              </div>
              <SessionCounts session={session} />
            </li>
          ))}
        </ul>
      )}
      {!all && sessions.length > FIRST_SESSIONS && (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {t('schedule.showAll', { count: sessions.length })}
        </Button>
      )}
    </section>
  );
}

function ScheduleBody({ experienceId, owner }: { experienceId: number; owner: boolean }) {
  const { t } = useTranslation('partner');
  const schedule = useSchedule(experienceId);
  if (schedule.error instanceof ApiError && schedule.error.status === 404)
    return <p className={sections.lead}>{t('schedule.notFound')}</p>;
  if (schedule.isError)
    return <QueryError what={t('schedule.what')} error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (!schedule.data) return <p role="status">{t('schedule.loading')}</p>;
  const { experience, rules, closures, categories, sessions } = schedule.data;
  return (
    <>
      <h2 className={sections.heading}>
        <bdi>{experience.name}</bdi>
      </h2>
      {!owner && <p className={sections.lead}>{t('schedule.staffNote')}</p>}
      <NextSessions sessions={sessions} />
      <WeeklyRules experienceId={experienceId} rules={rules} owner={owner} />
      {owner && <OneOffSessionForm experienceId={experienceId} />}
      <ClosuresSection experienceId={experienceId} closures={closures} owner={owner} />
      <CategoriesSection
        experienceId={experienceId}
        currency={experience.currency}
        categories={categories}
        owner={owner}
      />
    </>
  );
}

export default function SchedulePage() {
  const { t } = useTranslation('partner');
  const experienceId = Number(useParams().listingId);
  return (
    <WorkspaceFrame title={t('schedule.pageTitle')}>
      {(me) =>
        Number.isInteger(experienceId) && experienceId > 0 ? (
          <ScheduleBody experienceId={experienceId} owner={me.role === 'owner'} />
        ) : (
          <p className={sections.lead}>{t('schedule.notFound')}</p>
        )
      }
    </WorkspaceFrame>
  );
}

// One application as the applicant sent it: the business, how to reach them, what they offer and why, when it came
// and, once decided, when and (rejected) why. Its actions, for a pending one, come as children.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@kemet/platform';
import type { PartnerApplication } from '@kemet/contract';
import './messages/operationsMessages';
import { usePartnerDates } from '../components/usePartnerDates';
import sections from '../components/sections.module.css';
import styles from './operations.module.css';

const STATUS_BADGE = { pending: styles.pending, approved: styles.approved, rejected: styles.rejected };

export function ApplicationCard({ application, children }: { application: PartnerApplication; children?: ReactNode }) {
  const { t } = useTranslation('operations');
  const { date } = usePartnerDates();
  const nameId = useId();
  const texts = [
    ['servicesOffered', application.servicesOffered],
    ['whyPartner', application.whyPartner],
    ['additionalInfo', application.additionalInfo],
    ['rejectionReason', application.rejectionReason],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <article className={styles.queueItem} aria-labelledby={nameId}>
      <div className={styles.top}>
        <h2 id={nameId} className={styles.name}>
          <bdi>{application.businessName}</bdi>
        </h2>
        <span className={`${styles.status} ${STATUS_BADGE[application.status]}`}>
          {t(`status.${application.status}`)}
        </span>
      </div>
      <p className={sections.detail}>
        <bdi>{application.businessType}</bdi>
        {' · '}
        <time dateTime={application.createdAt}>{t('received', { date: date(application.createdAt) })}</time>
        {application.decidedAt && application.status !== 'pending' && (
          <>
            {' · '}
            <time dateTime={application.decidedAt}>
              {t(`decided.${application.status}`, { date: date(application.decidedAt) })}
            </time>
          </>
        )}
      </p>
      <dl className={styles.facts}>
        <div className={sections.fact}>
          <dt>{t('field.contact')}</dt>
          <dd>
            <a href={`mailto:${application.email}`} dir="ltr">
              {application.email}
            </a>
            <br />
            <span dir="ltr">{application.phone}</span>
          </dd>
        </div>
        <div className={sections.fact}>
          <dt>{t('field.website')}</dt>
          <dd>
            <a href={application.website} dir="ltr" rel="noreferrer nofollow">
              {application.website}
            </a>
          </dd>
        </div>
        <div className={`${sections.fact} ${styles.wide}`}>
          <dt>{t('field.address')}</dt>
          <dd>
            <bdi>{application.address}</bdi>
          </dd>
        </div>
      </dl>
      <dl className={styles.texts}>
        {texts.map(([field, text]) => (
          <div key={field}>
            <dt>{t(`field.${field}`)}</dt>
            <dd>
              <bdi>{text}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}

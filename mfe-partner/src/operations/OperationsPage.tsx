// OperationsPage (/operations, Kemet operations signed in), exposed as 'partner/OperationsPage': the queue of partner
// applications, one status at a time (?status=pending|approved|rejected, pending by default; ?page=n), each with what
// the applicant sent; pending ones are approved or rejected with a reason here. A 401 signs out and asks to sign in
// again; an account that is not (or no longer) operations is told so. Below the queue: listings in review and reported
// reviews.
import { useEffect } from 'react';
import { ApiError, authStore, signInPathFor, useNavigate, useSearchParams, useTranslation } from '@kemet/platform';
import './messages/operationsMessages';
import type { ApplicationStatus } from './operationsApi';
import { useApplications } from './operationsQueries';
import { StatusTabs } from './StatusTabs';
import { ApplicationQueue } from './ApplicationQueue';
import { ListingReviewSection } from './listings/ListingReviewSection';
import { ReportedReviewsSection } from './reviews/ReportedReviewsSection';
import styles from '../components/sections.module.css';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];
const statusFrom = (value: string | null): ApplicationStatus =>
  STATUSES.find((status) => status === value) ?? 'pending';
const pageFrom = (value: string | null) => Math.max(1, Math.min(100_000, Math.trunc(Number(value)) || 1));

export default function OperationsPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const applications = useApplications(status, page);
  const refused = applications.error instanceof ApiError ? applications.error.status : null;

  useEffect(() => {
    if (refused !== 401) return;
    authStore.signOut();
    void navigate(signInPathFor('/operations'), { replace: true });
  }, [refused, navigate]);

  return (
    <section className={styles.page} data-boundary="partner">
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <StatusTabs statuses={STATUSES} current={status} />
      {/* A new status starts with no outcome shown and no form open. */}
      <ApplicationQueue key={status} status={status} page={page} applications={applications} />
      {refused === null && (
        <>
          <ListingReviewSection />
          <ReportedReviewsSection />
        </>
      )}
    </section>
  );
}

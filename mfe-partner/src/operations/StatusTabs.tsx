// The queue's statuses as links (?status=…): the current one marked for the eye and for screen readers.
import { Link, useTranslation } from '@kemet/platform';
import './messages/operationsMessages';
import type { ApplicationStatus } from './operationsApi';
import styles from './operations.module.css';

export function StatusTabs({
  statuses,
  current,
}: {
  statuses: readonly ApplicationStatus[];
  current: ApplicationStatus;
}) {
  const { t } = useTranslation('operations');
  return (
    <nav aria-label={t('statuses')}>
      <ul className={styles.tabs}>
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={`?status=${status}`}
              className={styles.tab}
              aria-current={status === current ? 'page' : undefined}
            >
              {t(`status.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

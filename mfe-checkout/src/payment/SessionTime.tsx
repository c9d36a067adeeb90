// The chosen session's date and time, in Cairo time and saying so.
import { formatCairoDateTime } from '@kemet/ui';
import styles from './SessionTime.module.css';

export function SessionTime({ startsAt }: { startsAt: string | null }) {
  return (
    <p className={styles.session}>
      <span className={styles.label}>Your session</span>
      <span className={styles.when}>{startsAt ? formatCairoDateTime(startsAt) : 'Shown once your places are held'}</span>
      <span className={styles.zone}>Times are Cairo time</span>
    </p>
  );
}

// The chosen session's date and time, in Cairo time and saying so.
import { useFormat, useTranslation } from '@kemet/platform';
import styles from './SessionTime.module.css';
import '../messages/checkoutMessages';

export function SessionTime({ startsAt }: { startsAt: string | null }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  return (
    <p className={styles.session}>
      <span className={styles.label}>{t('session.label')}</span>
      <span className={styles.when}>{startsAt ? format.dateTime(startsAt) : t('session.pending')}</span>
      <span className={styles.zone}>{t('session.zone')}</span>
    </p>
  );
}

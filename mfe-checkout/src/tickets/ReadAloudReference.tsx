// The booking reference large, in groups, with its spelling underneath, for reading it out to a guide or on the phone.
import { useTranslation } from '@kemet/platform';
import { groupedReference, spelledReference } from './readAloud';
import styles from './ReadAloudReference.module.css';
import '../messages/checkoutMessages';

export function ReadAloudReference({ reference }: { reference: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.reference}>
      <p className={styles.label}>{t('tickets.reference')}</p>
      <p className={styles.code}>
        <bdi>{groupedReference(reference)}</bdi>
      </p>
      <p className={styles.spelled}>
        <bdi lang="en">{spelledReference(reference)}</bdi>
      </p>
    </div>
  );
}

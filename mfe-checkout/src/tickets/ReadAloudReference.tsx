// The booking reference large, in groups, with its spelling underneath, for reading it out to a guide or on the phone.
import { groupedReference, spelledReference } from './readAloud';
import styles from './ReadAloudReference.module.css';

export function ReadAloudReference({ reference }: { reference: string }) {
  return (
    <div className={styles.reference}>
      <p className={styles.label}>Booking reference</p>
      <p className={styles.code}>{groupedReference(reference)}</p>
      <p className={styles.spelled}>{spelledReference(reference)}</p>
    </div>
  );
}

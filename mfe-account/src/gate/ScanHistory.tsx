// The last scans on this device (in memory, newest first): when, the answer, and whose ticket.
import { useId } from 'react';
import type { CheckinAnswer } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { useCheckinWords } from './checkinWords';
import { ANSWER_TONES } from './CheckinAnswerPanel';
import styles from './Gate.module.css';

export const SCANS_KEPT = 10;

export interface Scan {
  nonce: string;
  /** When the answer came, ISO. */
  at: string;
  answer: CheckinAnswer;
}

export function ScanHistory({ scans }: { scans: Scan[] }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const words = useCheckinWords();
  const headingId = useId();
  if (scans.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('gate.lastScans')}
      </h2>
      <ol className={styles.historyList}>
        {scans.map(({ nonce, at, answer }) => (
          <li key={nonce} className={styles.historyItem}>
            <span className={`${styles.historyMark} ${ANSWER_TONES[answer.result] ?? ''}`} aria-hidden="true" />
            <time dateTime={at}>{format.time(at)}</time>
            <strong>{words.verdict(answer)}</strong>
            {answer.ticket && (
              <span className={styles.historyTicket}>
                <bdi>{answer.ticket.reference}</bdi> · {answer.ticket.category.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

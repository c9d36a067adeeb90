// The last scans on this device (in memory, newest first): when, the answer, and whose ticket.
import { useId } from 'react';
import type { CheckinAnswer } from '@kemet/contract';
import { formatCairoTime } from '@kemet/ui';
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
  const headingId = useId();
  if (scans.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Last scans
      </h2>
      <ol className={styles.historyList}>
        {scans.map(({ nonce, at, answer }) => (
          <li key={nonce} className={styles.historyItem}>
            <span className={`${styles.historyMark} ${ANSWER_TONES[answer.result] ?? ''}`} aria-hidden="true" />
            <time dateTime={at}>{formatCairoTime(at)}</time>
            <strong>{answer.message}</strong>
            {answer.ticket && (
              <span className={styles.historyTicket}>
                {answer.ticket.reference} · {answer.ticket.category.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

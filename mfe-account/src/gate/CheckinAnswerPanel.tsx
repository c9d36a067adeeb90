// The gate's answer to the last scan, in large words on a colour per kind of answer (green valid, amber already used,
// red refused, blue-grey not today), the ticket's details under it, and for a valid ticket the proof to check.
// A status region: a screen reader announces each new answer.
import { useEffect, useRef, type Ref } from 'react';
import { PROOF_CHECKS, type CheckinAnswer, type CheckinResult } from '@kemet/contract';
import { formatCairoDateTime, formatCairoTime } from '@kemet/ui';
import styles from './Gate.module.css';

export const ANSWER_TONES: Record<CheckinResult, string | undefined> = {
  valid: styles.valid,
  already_used: styles.alreadyUsed,
  revoked: styles.refused,
  wrong_provider: styles.refused,
  invalid: styles.refused,
  not_today: styles.notToday,
};

function Verdict({ answer, ref }: { answer: CheckinAnswer; ref: Ref<HTMLDivElement> }) {
  const { result, ticket, checkedInAt } = answer;
  const proofCheck = result === 'valid' && ticket ? PROOF_CHECKS[ticket.category.proof] : null;
  return (
    <div ref={ref} className={`${styles.verdict} ${ANSWER_TONES[result] ?? ''}`} data-result={result}>
      <p className={styles.verdictWords}>{answer.message}</p>
      {result === 'already_used' && checkedInAt && <p className={styles.verdictDetail}>First used at {formatCairoTime(checkedInAt)}</p>}
      {result === 'not_today' && ticket && <p className={styles.verdictDetail}>Session {formatCairoDateTime(ticket.startsAt)}</p>}
      {proofCheck && <p className={styles.proofCheck}>{proofCheck}</p>}
    </div>
  );
}

function TicketFacts({ ticket }: { ticket: NonNullable<CheckinAnswer['ticket']> }) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>Experience</dt>
        <dd>{ticket.experience.name}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Session (Cairo time)</dt>
        <dd>{formatCairoDateTime(ticket.startsAt)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Category</dt>
        <dd>{ticket.category.label}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Booking reference</dt>
        <dd className={styles.reference}>{ticket.reference}</dd>
      </div>
    </dl>
  );
}

export function CheckinAnswerPanel({ answer }: { answer: CheckinAnswer | null }) {
  const verdict = useRef<HTMLDivElement>(null);
  // On a phone the camera's preview can push the answer below the screen's edge: bring the words into view, and do
  // nothing when they are already in view. In braces: recent Chromium returns a promise, which React would take for a
  // cleanup function. (jsdom has no scrollIntoView.)
  useEffect(() => {
    void verdict.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer]);
  return (
    <div role="status" aria-label="Answer" className={styles.answer}>
      {answer && (
        <>
          <Verdict answer={answer} ref={verdict} />
          {answer.ticket && <TicketFacts ticket={answer.ticket} />}
        </>
      )}
    </div>
  );
}

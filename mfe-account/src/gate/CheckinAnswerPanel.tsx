// The gate's answer to the last scan, in large words on a colour per kind of answer (green valid, amber already used,
// red refused, blue-grey not today), the ticket's details under it, and for a valid ticket the proof to check.
// A status region: a screen reader announces each new answer.
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

function Verdict({ answer }: { answer: CheckinAnswer }) {
  const { result, ticket, checkedInAt } = answer;
  const proofCheck = result === 'valid' && ticket ? PROOF_CHECKS[ticket.category.proof] : null;
  return (
    <div className={`${styles.verdict} ${ANSWER_TONES[result] ?? ''}`} data-result={result}>
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
  return (
    <div role="status" aria-label="Answer" className={styles.answer}>
      {answer && (
        <>
          <Verdict answer={answer} />
          {answer.ticket && <TicketFacts ticket={answer.ticket} />}
        </>
      )}
    </div>
  );
}

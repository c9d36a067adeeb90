// The gate's answer to the last scan, in large words on a colour per kind of answer (green valid, amber already used,
// red refused, blue-grey not today), the ticket's details under it, and for a valid ticket the proof to check.
// A status region: a screen reader announces each new answer.
import { useEffect, useRef, type Ref } from 'react';
import type { CheckinAnswer, CheckinResult } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { useCheckinWords } from './checkinWords';
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
  const { t } = useTranslation('account');
  const format = useFormat();
  const words = useCheckinWords();
  const { result, ticket, checkedInAt } = answer;
  const proofCheck = result === 'valid' && ticket ? words.proofCheck(ticket.category.proof) : null;
  return (
    <div ref={ref} className={`${styles.verdict} ${ANSWER_TONES[result] ?? ''}`} data-result={result}>
      <p className={styles.verdictWords}>{words.verdict(answer)}</p>
      {result === 'already_used' && checkedInAt && (
        <p className={styles.verdictDetail}>{t('gate.firstUsedAt', { time: format.time(checkedInAt) })}</p>
      )}
      {result === 'not_today' && ticket && (
        <p className={styles.verdictDetail}>{t('gate.session', { when: format.dateTime(ticket.startsAt) })}</p>
      )}
      {proofCheck && <p className={styles.proofCheck}>{proofCheck}</p>}
    </div>
  );
}

function TicketFacts({ ticket }: { ticket: NonNullable<CheckinAnswer['ticket']> }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('gate.experience')}</dt>
        <dd dir="auto">{ticket.experience.name}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('gate.sessionCairo')}</dt>
        <dd>{format.dateTime(ticket.startsAt)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('gate.category')}</dt>
        <dd>{ticket.category.label}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('gate.reference')}</dt>
        <dd className={styles.reference}>
          <bdi>{ticket.reference}</bdi>
        </dd>
      </div>
    </dl>
  );
}

export function CheckinAnswerPanel({ answer }: { answer: CheckinAnswer | null }) {
  const { t } = useTranslation('account');
  const verdict = useRef<HTMLDivElement>(null);
  // On a phone the camera's preview can push the answer below the screen's edge: bring the words into view, and do
  // nothing when they are already in view. In braces: recent Chromium returns a promise, which React would take for a
  // cleanup function. (jsdom has no scrollIntoView.)
  useEffect(() => {
    void verdict.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer]);
  return (
    <div role="status" aria-label={t('gate.answer')} className={styles.answer}>
      {answer && (
        <>
          <Verdict answer={answer} ref={verdict} />
          {answer.ticket && <TicketFacts ticket={answer.ticket} />}
        </>
      )}
    </div>
  );
}

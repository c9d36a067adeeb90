// The cancellation policy with the chosen session's exact deadline in Cairo time (the quote's when there is one).
import type { CancellationPolicy, ExperienceSession } from '@kemet/contract';
import { useFormat, useNow, useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';
import styles from './CancellationNote.module.css';

const HOUR_MS = 3_600_000;

interface CancellationNoteProps {
  policy: CancellationPolicy;
  session: ExperienceSession | undefined;
  cancellableUntil: string | undefined;
}

export function CancellationNote({ policy, session, cancellableUntil }: CancellationNoteProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const now = useNow();
  const hours = policy.freeUntilHoursBefore;
  if (!session) return <p className={styles.note}>{t('booking.cancel.policy', { count: hours })}</p>;
  const deadline = cancellableUntil ?? new Date(Date.parse(session.startsAt) - hours * HOUR_MS).toISOString();
  const key = Date.parse(deadline) > now ? 'booking.cancel.until' : 'booking.cancel.ended';
  return <p className={styles.note}>{t(key, { deadline: format.dateTime(deadline) })}</p>;
}

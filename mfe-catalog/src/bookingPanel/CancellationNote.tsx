// The cancellation policy with the chosen session's exact deadline in Cairo time (the quote's when there is one).
import type { CancellationPolicy, ExperienceSession } from '@kemet/contract';
import { formatCairoDateTime } from '@kemet/ui';
import styles from './CancellationNote.module.css';

const HOUR_MS = 3_600_000;

interface CancellationNoteProps {
  policy: CancellationPolicy;
  session: ExperienceSession | undefined;
  cancellableUntil: string | undefined;
}

export function CancellationNote({ policy, session, cancellableUntil }: CancellationNoteProps) {
  const hours = policy.freeUntilHoursBefore;
  if (!session) return <p className={styles.note}>{`Free cancellation until ${hours} hours before the start.`}</p>;
  const deadline = cancellableUntil ?? new Date(Date.parse(session.startsAt) - hours * HOUR_MS).toISOString();
  const text =
    Date.parse(deadline) > Date.now()
      ? `Free cancellation until ${formatCairoDateTime(deadline)} (Cairo time)`
      : `Free cancellation for this time ended on ${formatCairoDateTime(deadline)} (Cairo time)`;
  return <p className={styles.note}>{text}</p>;
}

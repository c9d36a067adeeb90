// Where the hold stands: Reserve, holding, the countdown, its end ("Hold again"), or why the places could not be held.
import { Button, buttonClassName, Notice } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { HOLD_MINUTES } from '@kemet/contract';
import { holdRefusalFrom } from './holdRefusal';
import type { HoldControls } from './useHold';
import styles from './HoldPanel.module.css';

export interface HoldPanelProps {
  hold: HoldControls;
  /** The choice has a ticket: Reserve can hold it. */
  canReserve: boolean;
  eventId: string;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Screen readers hear the countdown at 5, 2 and 1 minutes left, not every second. */
const ANNOUNCED_MINUTES = [5, 2, 1];
function announcement(seconds: number): string {
  const minutes = ANNOUNCED_MINUTES.filter((m) => seconds <= m * 60).pop();
  if (minutes === undefined) return '';
  return `Your places are held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function HoldPanel({ hold, canReserve, eventId }: HoldPanelProps) {
  const { state, secondsLeft } = hold;
  const reserve = (
    <Button onClick={hold.reserve} disabled={!canReserve}>
      Reserve
    </Button>
  );

  if (state.status === 'held' && secondsLeft !== null)
    return (
      <div className={styles.panel}>
        <p role="timer" className={styles.timer}>
          Your places are held for <strong className={styles.clock}>{clock(secondsLeft)}</strong>
        </p>
        <p role="status" className="visually-hidden">
          {announcement(secondsLeft)}
        </p>
      </div>
    );
  if (state.status === 'holding')
    return (
      <p role="status" className={`${styles.panel} ${styles.waiting}`}>
        Holding your places…
      </p>
    );
  if (state.status === 'expired')
    return (
      <Notice tone="error" title="Your hold has expired and the places went back on sale.">
        <Button onClick={hold.reserve} disabled={!canReserve}>
          Hold again
        </Button>
      </Notice>
    );
  if (state.status === 'refused') {
    const refusal = holdRefusalFrom(state.error);
    return (
      <Notice tone="error" title={refusal.title}>
        <p>{refusal.reason}</p>
        <div className={styles.actions}>
          {refusal.canRetry && reserve}
          <Link to={`/eventdetails/${eventId}`} className={buttonClassName('secondary')}>
            Choose another time
          </Link>
        </div>
      </Notice>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.text}>Choose your tickets, then reserve them: we hold your places for {HOLD_MINUTES} minutes while you pay.</p>
      {reserve}
    </div>
  );
}

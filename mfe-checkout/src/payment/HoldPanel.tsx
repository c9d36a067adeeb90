// Where the hold stands: Reserve, holding, the countdown, its end ("Hold again"), or why the places could not be held.
import { Button, buttonClassName, Notice } from '@kemet/ui';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import { HOLD_MINUTES } from '@kemet/contract';
import { holdRefusalFrom } from './holdRefusal';
import type { HoldControls } from './useHold';
import styles from './HoldPanel.module.css';
import '../messages/checkoutMessages';

export interface HoldPanelProps {
  hold: HoldControls;
  /** The choice has a ticket: Reserve can hold it. */
  canReserve: boolean;
  eventId: string;
}

/** Screen readers hear the countdown at 5, 2 and 1 minutes left, not every second. */
const ANNOUNCED_MINUTES = [5, 2, 1];
const announcedMinutes = (seconds: number) => ANNOUNCED_MINUTES.filter((m) => seconds <= m * 60).pop();

export function HoldPanel({ hold, canReserve, eventId }: HoldPanelProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { state, secondsLeft } = hold;
  const clock = (seconds: number) =>
    `${format.number(Math.floor(seconds / 60))}:${format.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
  const announcement = (seconds: number) => {
    const minutes = announcedMinutes(seconds);
    return minutes === undefined ? '' : t('hold.announce', { count: minutes });
  };
  const reserve = (
    <Button onClick={hold.reserve} disabled={!canReserve}>
      {t('hold.reserve')}
    </Button>
  );

  if (state.status === 'held' && secondsLeft !== null)
    return (
      <div className={styles.panel}>
        <p role="timer" className={styles.timer}>
          {t('hold.heldFor')}{' '}
          <strong className={styles.clock} dir="ltr">
            {clock(secondsLeft)}
          </strong>
        </p>
        <p role="status" className="visually-hidden">
          {announcement(secondsLeft)}
        </p>
      </div>
    );
  if (state.status === 'holding')
    return (
      <p role="status" className={`${styles.panel} ${styles.waiting}`}>
        {t('hold.holding')}
      </p>
    );
  if (state.status === 'expired')
    return (
      <Notice tone="error" title={t('hold.expired')}>
        <Button onClick={hold.reserve} disabled={!canReserve}>
          {t('hold.again')}
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
            {t('hold.chooseAnother')}
          </Link>
        </div>
      </Notice>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{t('hold.intro', { count: HOLD_MINUTES })}</p>
      {reserve}
    </div>
  );
}

// The times of the chosen day as a radio group named "Time": each start in Cairo time with its places left; sold-out
// times and those past their booking cut-off cannot be chosen. Each time is a link to the page with it chosen
// (hrefOf), so it works before and without the page's code; once that runs, a click chooses it in place. Under them,
// which clock the times are on.
import { useId, type SyntheticEvent } from 'react';
import type { ExperienceSession } from '@kemet/contract';
import { useFormat, usePreferences, useTranslation } from '@kemet/platform';
import { formatVisitorTime } from '@kemet/ui';
import '../messages/checkoutMessages';
import styles from './TimeSlots.module.css';

interface TimeSlotsProps {
  sessions: ExperienceSession[];
  selected: ExperienceSession | undefined;
  onSelect: (sessionId: number) => void;
  /** The page with the session's time chosen ("?date=…&time=08:00"). */
  hrefOf: (session: ExperienceSession) => string;
}

export function TimeSlots({ sessions, selected, onSelect, hrefOf }: TimeSlotsProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { language } = usePreferences();
  const id = useId();
  const placesText = (session: ExperienceSession) => {
    if (session.placesLeft <= 0) return t('booking.time.soldOut');
    if (!session.bookable) return t('booking.time.closed');
    return t('booking.time.left', { count: session.placesLeft });
  };
  // English keeps its own wording of the visitor's clock; Arabic names the day and time in the page's format.
  let visitorTime = selected ? formatVisitorTime(selected.startsAt) : null;
  if (selected && visitorTime && language !== 'en') {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    visitorTime = format.date(selected.startsAt, {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }
  return (
    <div className={styles.times}>
      <h3 id={`${id}-label`} className={styles.label}>
        {t('booking.time.title')}
      </h3>
      {sessions.length === 0 ? (
        <p className={styles.hint}>{t('booking.time.chooseDay')}</p>
      ) : (
        <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.slots}>
          {sessions.map((session) => {
            const content = (
              <>
                <span className={styles.time}>{format.time(session.startsAt)}</span>
                <span className={styles.places}>{placesText(session)}</span>
              </>
            );
            if (!session.bookable)
              return (
                <span key={session.id} role="radio" aria-checked="false" aria-disabled="true" className={styles.slot}>
                  {content}
                </span>
              );
            const choose = (event: SyntheticEvent) => {
              event.preventDefault();
              onSelect(session.id);
            };
            return (
              <a
                key={session.id}
                role="radio"
                aria-checked={selected?.id === session.id}
                href={hrefOf(session)}
                className={styles.slot}
                onClick={choose}
                onKeyDown={(event) => event.key === ' ' && choose(event)}
              >
                {content}
              </a>
            );
          })}
        </div>
      )}
      <p className={styles.hint}>
        {t('booking.time.cairo')}
        {selected &&
          visitorTime &&
          t('booking.time.visitor', { cairo: format.time(selected.startsAt), visitor: visitorTime })}
      </p>
    </div>
  );
}

// The times of the chosen day as a radio group named "Time": each start in Cairo time with its places left; sold-out
// times and those past their booking cut-off cannot be chosen. Under it, which clock the times are on.
import { useId } from 'react';
import type { ExperienceSession } from '@kemet/contract';
import { formatCairoTime, formatVisitorTime } from '@kemet/ui';
import styles from './TimeSlots.module.css';

function placesText(session: ExperienceSession): string {
  if (session.placesLeft <= 0) return 'Sold out';
  if (!session.bookable) return 'Booking closed';
  return `${session.placesLeft} left`;
}

interface TimeSlotsProps {
  sessions: ExperienceSession[];
  selected: ExperienceSession | undefined;
  onSelect: (sessionId: number) => void;
}

export function TimeSlots({ sessions, selected, onSelect }: TimeSlotsProps) {
  const id = useId();
  const visitorTime = selected && formatVisitorTime(selected.startsAt);
  return (
    <div className={styles.times}>
      <h3 id={`${id}-label`} className={styles.label}>
        Time
      </h3>
      {sessions.length === 0 ? (
        <p className={styles.hint}>Choose a day to see its times.</p>
      ) : (
        <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.slots}>
          {sessions.map((session) => (
            <label key={session.id} className={styles.slot} data-disabled={!session.bookable || undefined}>
              <input
                type="radio"
                name={`${id}-time`}
                className={styles.radio}
                value={session.id}
                checked={selected?.id === session.id}
                disabled={!session.bookable}
                onChange={() => onSelect(session.id)}
              />
              <span className={styles.time}>{formatCairoTime(session.startsAt)}</span>
              <span className={styles.places}>{placesText(session)}</span>
            </label>
          ))}
        </div>
      )}
      <p className={styles.hint}>
        Times are Cairo time.
        {visitorTime && ` ${formatCairoTime(selected.startsAt)} in Cairo is ${visitorTime}.`}
      </p>
    </div>
  );
}

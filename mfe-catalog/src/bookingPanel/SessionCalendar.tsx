// The calendar of the booking panel (react-day-picker): weeks start on Saturday, as they do in Egypt; only days with a
// bookable session can be picked; sold-out days are marked and explained by the legend. Moving to another month asks
// for that month's sessions.
import { DayPicker, type DateLib, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { AvailabilityDay } from '@kemet/contract';
import { dateOfDayKey, dayKeyOf } from './calendarDays';
import styles from './SessionCalendar.module.css';

/** Saturday. */
export const WEEK_STARTS_ON = 6;

interface SessionCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  /** The days of the loaded window. */
  days: AvailabilityDay[];
  selected: string | null;
  onSelect: (day: string) => void;
  firstMonth: Date;
  lastMonth: Date;
  loading: boolean;
}

function dayLabel(date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string {
  const text = dateLib ? dateLib.format(date, 'EEEE, d MMMM yyyy') : date.toDateString();
  return [text, modifiers.soldOut && 'sold out', modifiers.selected && 'selected'].filter(Boolean).join(', ');
}

export function SessionCalendar({ month, onMonthChange, days, selected, onSelect, firstMonth, lastMonth, loading }: SessionCalendarProps) {
  const bookable = new Set(days.filter((d) => d.sessions.some((s) => s.bookable)).map((d) => d.date));
  const soldOut = days.filter((d) => d.soldOut).map((d) => dateOfDayKey(d.date));
  const shownMonth = dayKeyOf(month).slice(0, 7);
  const noneThisMonth = !loading && ![...bookable].some((day) => day.startsWith(shownMonth));
  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="single"
        required={false}
        weekStartsOn={WEEK_STARTS_ON}
        month={month}
        onMonthChange={onMonthChange}
        startMonth={firstMonth}
        endMonth={lastMonth}
        showOutsideDays
        selected={selected ? dateOfDayKey(selected) : undefined}
        onSelect={(date) => date && onSelect(dayKeyOf(date))}
        disabled={(date) => !bookable.has(dayKeyOf(date))}
        modifiers={{ soldOut }}
        modifiersClassNames={{ soldOut: styles.soldOut! }}
        labels={{ labelDayButton: dayLabel }}
        // Always there (a blank line when there is nothing to say), so the legend does not jump when a month loads.
        footer={loading ? 'Loading the dates…' : noneThisMonth ? 'No dates to book this month.' : '\u00a0'}
      />
      <ul className={styles.legend} aria-label="Legend">
        <li>
          <span className={`${styles.swatch} ${styles.swatchOpen}`} aria-hidden="true" />
          Can be booked
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchSoldOut}`} aria-hidden="true" />
          Sold out
        </li>
      </ul>
    </div>
  );
}

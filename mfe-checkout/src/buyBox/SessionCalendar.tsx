// The calendar of the buy box (react-day-picker): weeks start on Saturday, as they do in Egypt; only days with a
// bookable session can be picked; sold-out days are marked and explained by the legend. Moving to another month asks
// for that month's sessions. In Arabic it is the Egyptian Arabic calendar, right to left, in the page's digits.
import { DayPicker, type DateLib, type Modifiers } from 'react-day-picker';
import { arEG } from 'react-day-picker/locale/ar-EG';
import 'react-day-picker/style.css';
import { usePreferences, useTranslation } from '@kemet/platform';
import type { AvailabilityDay } from '@kemet/contract';
import '../messages/checkoutMessages';
import { dateOfDayKey, dayKeyOf } from '../ui/calendarDays';
import { DayHrefContext, DayLink } from './DayLink';
import { MonthHrefsContext, NextMonthLink, PreviousMonthLink } from './MonthLink';
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
  /** A day's link (the page with that day chosen): the days work as links before the code runs. */
  dayHref: (day: string) => string;
  /** A month's link (the page opening on it), for the previous and next month buttons. */
  monthHref: (month: Date) => string;
  firstMonth: Date;
  lastMonth: Date;
  loading: boolean;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * Arabic weekday names are long: the header shows their first letter ("س" for Saturday); the full name stays the
 * column's label.
 */
const narrowWeekday = (weekday: Date, _options?: unknown, dateLib?: DateLib) =>
  dateLib ? dateLib.format(weekday, 'EEEEE') : '';

const dayLabel =
  (t: Translate, separator: string) =>
  (date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string => {
    const text = dateLib ? dateLib.format(date, 'EEEE, d MMMM yyyy') : date.toDateString();
    return [
      text,
      modifiers.soldOut && t('booking.calendar.soldOut'),
      modifiers.selected && t('booking.calendar.selected'),
    ]
      .filter(Boolean)
      .join(separator);
  };

export function SessionCalendar({
  month,
  onMonthChange,
  days,
  selected,
  onSelect,
  dayHref,
  monthHref,
  firstMonth,
  lastMonth,
  loading,
}: SessionCalendarProps) {
  const { t } = useTranslation('checkout');
  const { language, direction, digits } = usePreferences();
  const arabic = language === 'ar';
  const bookable = new Set(days.filter((d) => d.sessions.some((s) => s.bookable)).map((d) => d.date));
  const soldOut = days.filter((d) => d.soldOut).map((d) => dateOfDayKey(d.date));
  const shownMonth = dayKeyOf(month).slice(0, 7);
  const [previous, next] = [-1, 1].map((by) => new Date(month.getFullYear(), month.getMonth() + by, 1));
  const monthHrefs = {
    previous: previous! >= new Date(firstMonth.getFullYear(), firstMonth.getMonth(), 1) ? monthHref(previous!) : null,
    next: next! <= lastMonth ? monthHref(next!) : null,
  };
  const noneThisMonth = !loading && ![...bookable].some((day) => day.startsWith(shownMonth));
  return (
    <div className={styles.calendar}>
      <MonthHrefsContext value={monthHrefs}>
        <DayHrefContext value={dayHref}>
          <DayPicker
            mode="single"
            {...(arabic ? { locale: arEG, numerals: digits, formatters: { formatWeekdayName: narrowWeekday } } : {})}
            dir={direction}
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
            components={{ DayButton: DayLink, PreviousMonthButton: PreviousMonthLink, NextMonthButton: NextMonthLink }}
            labels={{ labelDayButton: dayLabel(t, arabic ? '، ' : ', ') }}
            // Always there (a blank line when there is nothing to say), so the legend does not jump when a month loads.
            footer={loading ? t('booking.calendar.loading') : noneThisMonth ? t('booking.calendar.none') : '\u00a0'}
          />
        </DayHrefContext>
      </MonthHrefsContext>
      <ul className={styles.legend} aria-label={t('booking.calendar.legend')}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchOpen}`} aria-hidden="true" />
          {t('booking.calendar.open')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchSoldOut}`} aria-hidden="true" />
          {t('booking.calendar.soldOutLegend')}
        </li>
      </ul>
    </div>
  );
}

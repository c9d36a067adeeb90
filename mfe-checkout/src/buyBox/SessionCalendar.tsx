// The calendar of the buy box, on Kemet's calendar (@kemet/ui/calendar: Saturday first, Arabic right to left in the
// page's digits): only days with a bookable session can be picked, as links that work before the page's code runs;
// sold-out days are marked and explained by the legend. Moving to another month asks for that month's sessions.
import { usePreferences, useTranslation } from '@kemet/platform';
import type { AvailabilityDay } from '@kemet/contract';
import { dateOfDayKey, dayKeyOf } from '@kemet/ui';
import { KemetCalendar } from '@kemet/ui/calendar';
import '../messages/checkoutMessages';
import { DayHrefContext, DayLink } from './DayLink';
import { MonthHrefsContext, NextMonthLink, PreviousMonthLink } from './MonthLink';
import styles from './SessionCalendar.module.css';

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
  const { language, digits } = usePreferences();
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
          <KemetCalendar
            mode="single"
            language={language}
            digits={digits}
            required={false}
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
            dayNotes={(modifiers) => [
              modifiers.soldOut && t('booking.calendar.soldOut'),
              modifiers.selected && t('booking.calendar.selected'),
            ]}
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

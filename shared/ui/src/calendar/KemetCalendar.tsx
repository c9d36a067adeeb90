// Kemet's one calendar (react-day-picker), for the buy box's day and the search form's range: weeks start on Saturday,
// as they do in Egypt; in Arabic it is the Egyptian Arabic calendar, right to left, in the page's digits, each
// weekday headed by its first letter. A day's label is its full date, then what its caller adds (dayNotes).
import { DayPicker, type DateLib, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { arEG } from 'react-day-picker/locale/ar-EG';
import 'react-day-picker/style.css';
import styles from './KemetCalendar.module.css';

/** Saturday. */
export const WEEK_STARTS_ON = 6;

export type KemetCalendarProps = DayPickerProps & {
  /** The page's language: 'ar' for the Arabic calendar, anything else for the English one. */
  language: string;
  /** The page's digits in Arabic: Arabic-Indic ('arab') or Latin ('latn'). */
  digits: 'arab' | 'latn';
  /** What a day's label says after its date ("sold out", "first day"), from its modifiers. */
  dayNotes?: (modifiers: Modifiers) => (string | false | undefined)[];
};

/**
 * Arabic weekday names are long: the header shows their first letter ("س" for Saturday); the full name stays the
 * column's label.
 */
const narrowWeekday = (weekday: Date, _options?: unknown, dateLib?: DateLib) =>
  dateLib ? dateLib.format(weekday, 'EEEEE') : '';

const dayLabel =
  (separator: string, notes: KemetCalendarProps['dayNotes']) =>
  (date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string =>
    [dateLib ? dateLib.format(date, 'EEEE, d MMMM yyyy') : date.toDateString(), ...(notes?.(modifiers) ?? [])]
      .filter(Boolean)
      .join(separator);

export function KemetCalendar({ language, digits, dayNotes, className, ...props }: KemetCalendarProps) {
  const arabic = language === 'ar';
  return (
    <div className={styles.frame}>
      <DayPicker
        {...(arabic ? { locale: arEG, numerals: digits, formatters: { formatWeekdayName: narrowWeekday } } : {})}
        dir={arabic ? 'rtl' : 'ltr'}
        weekStartsOn={WEEK_STARTS_ON}
        labels={{ labelDayButton: dayLabel(arabic ? '، ' : ', ', dayNotes) }}
        className={className ? `${styles.calendar} ${className}` : styles.calendar}
        {...props}
      />
    </div>
  );
}

// @kemet/ui/calendar: the calendar, an entry of its own so that react-day-picker loads only with the parts that show it.
export { KemetCalendar, WEEK_STARTS_ON, type KemetCalendarProps } from './KemetCalendar';

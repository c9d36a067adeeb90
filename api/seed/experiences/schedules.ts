// Weekdays of the seed's tour schedules, numbered as Date.getDay() and the schedule table: 0 = Sunday … 6 = Saturday.
export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

export const DAILY = [SATURDAY, SUNDAY, MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY];
/** Friday is the weekly day of rest: some guides and sites take it off. */
export const EXCEPT_FRIDAY = DAILY.filter((day) => day !== FRIDAY);

// Calendar days as the API names them ("2027-01-15", a day in Cairo) and as the calendar shows them (a local
// Date at midnight). Only the day's number is carried over, never an instant, so the visitor's zone cannot shift it.
const pad = (n: number) => String(n).padStart(2, '0');

export const dayKeyOf = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function dateOfDayKey(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The first day of the month of a day key. */
export const monthOfDayKey = (key: string): Date => {
  const date = dateOfDayKey(key);
  return new Date(date.getFullYear(), date.getMonth(), 1);
};

export const addMonths = (month: Date, count: number): Date =>
  new Date(month.getFullYear(), month.getMonth() + count, 1);

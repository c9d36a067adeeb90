// Helpers for the specs that search by dates: the search form's dates picked on its calendar (DateRangeField), as a
// traveller does once the page is live.
import { expect, type Locator } from '@playwright/test';

const inUtc = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day as the calendar labels it: "Saturday, 5 December 2026". */
const dayLabel = (day: string) =>
  `${inUtc(day).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })}, ${inUtc(day).toLocaleDateString(
    'en-GB',
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  )}`;

/** A day as the form's button shows it: "5 Dec". */
const shortDay = (day: string) =>
  inUtc(day).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Opens the form's calendar, moves to each day's month and picks the first then the last day (English pages). */
export async function pickDates(form: Locator, from: string, to: string): Promise<void> {
  await form.getByRole('button', { name: /^When / }).click();
  const calendar = form.getByRole('dialog', { name: 'Your dates' });
  for (const day of [from, to]) {
    const button = calendar.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) });
    while ((await button.count()) === 0) await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    await button.click();
  }
  await expect(calendar).toBeHidden();
  await expect(form.getByRole('button', { name: `When ${shortDay(from)} – ${shortDay(to)}` })).toBeFocused();
}

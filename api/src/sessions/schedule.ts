// A tour's weekly schedule → its sessions' instants (docs/product/rules.md#sessions-and-ticket-categories). Pure.
import { addDays, cairoToUtc, weekdayOf } from './cairoTime.js';

export interface ScheduleSlot {
  experienceId: number;
  /** 0 = Sunday … 6 = Saturday, in Cairo. */
  weekday: number;
  /** Cairo wall-clock time, "08:00" or "08:00:00". */
  localTime: string;
  durationMinutes: number;
  capacity: number;
  bookingCutoffMinutes: number;
}

export interface PlannedSession {
  experienceId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  bookingCutoffMinutes: number;
}

/** How far ahead sessions exist: the generator keeps this many Cairo days from today generated. */
export const GENERATION_DAYS = 90;

/**
 * The sessions `slots` give on `days` Cairo calendar days from `fromDate` (inclusive), in start order, ties by
 * experience. Slots whose wall-clock time repeats map to one instant, so a session is planned once.
 */
export function planSessions(slots: ScheduleSlot[], fromDate: string, days: number): PlannedSession[] {
  const planned = new Map<string, PlannedSession>();
  for (let day = 0; day < days; day++) {
    const date = addDays(fromDate, day);
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const startsAt = cairoToUtc(date, slot.localTime);
      const key = `${slot.experienceId}@${startsAt.getTime()}`;
      if (planned.has(key)) continue;
      planned.set(key, {
        experienceId: slot.experienceId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.durationMinutes * 60_000),
        capacity: slot.capacity,
        bookingCutoffMinutes: slot.bookingCutoffMinutes,
      });
    }
  }
  return [...planned.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.experienceId - b.experienceId,
  );
}

// Replacing an experience's weekly rules, then regenerating its rule sessions (regenerate.ts): sold sessions stay.
import type { WeeklyRule } from '@kemet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experienceSchedules } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ownExperience } from './ownership.js';
import type { Audited } from './partnerChange.js';
import { regenerateExperience } from './regenerate.js';

export const ruleOut = (row: typeof experienceSchedules.$inferSelect): WeeklyRule => ({
  weekday: row.weekday,
  time: row.localTime.slice(0, 5),
  durationMinutes: row.durationMinutes,
  capacity: row.capacity,
  bookingCutoffMinutes: row.bookingCutoffMinutes,
});

export async function rulesOf(db: Db, experienceId: number): Promise<WeeklyRule[]> {
  const rows = await db
    .select()
    .from(experienceSchedules)
    .where(eq(experienceSchedules.experienceId, experienceId))
    .orderBy(experienceSchedules.weekday, experienceSchedules.localTime);
  return rows.map(ruleOut);
}

export async function replaceWeeklyRules(
  tx: Db,
  providerId: number,
  experienceId: number,
  rules: WeeklyRule[],
): Promise<Audited<{ added: number; removed: number }>> {
  await ownExperience(tx, providerId, experienceId);
  const slots = new Set(rules.map((r) => `${r.weekday}@${r.time}`));
  if (slots.size !== rules.length)
    throw new ApiError(409, 'RULE_REPEATED', 'Two rules name the same day and time: keep one of them.');
  const before = await rulesOf(tx, experienceId);
  await tx.delete(experienceSchedules).where(eq(experienceSchedules.experienceId, experienceId));
  if (rules.length > 0)
    await tx.insert(experienceSchedules).values(
      rules.map((r) => ({
        experienceId,
        weekday: r.weekday,
        localTime: r.time,
        durationMinutes: r.durationMinutes,
        capacity: r.capacity,
        bookingCutoffMinutes: r.bookingCutoffMinutes,
      })),
    );
  const regenerated = await regenerateExperience(tx, experienceId);
  return {
    result: regenerated,
    audit: { action: 'schedule.changed', entity: 'experience', entityId: experienceId, before, after: rules },
  };
}

// What a partner reads about its sessions: the experiences with their upcoming sessions (the Sessions tab), one
// listing's schedule (rules, closures, categories, next sessions) and Today (today's and the next days' sessions).
import type { PartnerExperience, PartnerSchedule, PartnerToday } from '@kemet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addDays, cairoDateOf, cairoToUtc } from '../sessions/cairoTime.js';
import { categoriesOf } from './categories.js';
import { closuresOf } from './closures.js';
import { ownExperience } from './ownership.js';
import { sessionSummaries } from './sessionSummaries.js';
import { rulesOf } from './weeklyRules.js';

interface ExperienceRow extends Record<string, unknown> {
  id: number;
  name: string;
  kind: PartnerExperience['kind'];
  currency: string;
  upcoming: number;
}

const experiencesSql = (providerId: number, experienceId?: number) => sql`
  select e.id, e.name, e.kind, e.currency,
    (select count(*)::int from experience_sessions s
      where s.experience_id = e.id and s.status <> 'cancelled' and s.starts_at > now()) as upcoming
  from experiences e
  where e.provider_id = ${providerId} ${experienceId === undefined ? sql`` : sql`and e.id = ${experienceId}`}
  order by e.name, e.id`;

const experienceOut = (row: ExperienceRow): PartnerExperience => ({
  id: Number(row.id),
  name: row.name,
  kind: row.kind,
  currency: row.currency,
  upcomingSessions: Number(row.upcoming),
});

export async function partnerExperiences(db: Db, providerId: number): Promise<{ items: PartnerExperience[] }> {
  const { rows } = await db.execute<ExperienceRow>(experiencesSql(providerId));
  return { items: rows.map(experienceOut) };
}

export async function scheduleOf(
  db: Db,
  providerId: number,
  experienceId: number,
  opensHoursBefore?: number,
): Promise<PartnerSchedule> {
  await ownExperience(db, providerId, experienceId);
  const { rows } = await db.execute<ExperienceRow>(experiencesSql(providerId, experienceId));
  return {
    experience: experienceOut(rows[0]),
    rules: await rulesOf(db, experienceId),
    closures: await closuresOf(db, experienceId),
    categories: await categoriesOf(db, experienceId),
    sessions: await sessionSummaries(db, providerId, sql`s.experience_id = ${experienceId} and s.ends_at > now()`, {
      limit: 100,
      opensHoursBefore,
    }),
  };
}

/** Sessions from the start of today in Cairo to the end of the `days`th day, cancelled ones included. */
export async function today(
  db: Db,
  providerId: number,
  days: number,
  opensHoursBefore?: number,
  now = new Date(),
): Promise<PartnerToday> {
  const day = cairoDateOf(now);
  const from = cairoToUtc(day, '00:00');
  const to = cairoToUtc(addDays(day, days), '00:00');
  const items = await sessionSummaries(db, providerId, sql`s.starts_at >= ${from} and s.starts_at < ${to}`, {
    opensHoursBefore,
  });
  return { today: day, items };
}

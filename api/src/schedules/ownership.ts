// A partner reaches only its own provider's experiences and sessions: another provider's id is answered exactly as an
// unknown one (docs/product/partners.md#roles).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experienceSessions, experiences } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

const notFound = (what: 'experience' | 'session') =>
  new ApiError(
    404,
    'NOT_FOUND',
    what === 'experience' ? 'We could not find that listing.' : 'We could not find that session.',
  );

export type OwnExperience = Pick<typeof experiences.$inferSelect, 'id' | 'name' | 'kind' | 'currency'>;

export async function ownExperience(db: Db, providerId: number, experienceId: number): Promise<OwnExperience> {
  const [row] = await db
    .select({ id: experiences.id, name: experiences.name, kind: experiences.kind, currency: experiences.currency })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.providerId, providerId)));
  if (!row) throw notFound('experience');
  return row;
}

export type OwnSession = typeof experienceSessions.$inferSelect;

/** The provider's session, locked for this transaction when `forUpdate`. */
export async function ownSession(
  db: Db,
  providerId: number,
  sessionId: number,
  forUpdate = false,
): Promise<OwnSession> {
  const query = db
    .select({ session: experienceSessions })
    .from(experienceSessions)
    .innerJoin(experiences, eq(experiences.id, experienceSessions.experienceId))
    .where(and(eq(experienceSessions.id, sessionId), eq(experiences.providerId, providerId)));
  const [row] = forUpdate ? await query.for('update', { of: experienceSessions }) : await query;
  if (!row) throw notFound('session');
  return row.session;
}

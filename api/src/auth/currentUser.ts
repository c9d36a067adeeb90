// Resolves the session cookie to a user and session; requireUser()/requireSession() turn "nobody" into 401
// UNAUTHENTICATED.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import { findSession, readToken, type SessionRow, type UserRow } from './sessions.js';

export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: UserRow; session: SessionRow } | null> {
  const token = readToken(request, app.ctx.config);
  return token ? findSession(app.ctx.db, token, app.ctx.config) : null;
}

export async function requireSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: UserRow; session: SessionRow }> {
  const found = await currentSession(app, request);
  if (!found) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return found;
}

export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  return (await requireSession(app, request)).user;
}

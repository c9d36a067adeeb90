// Resolves the session cookie to a user; requireUser() turns "nobody" into 401 UNAUTHENTICATED.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import { findSessionUser, readToken, type UserRow } from './sessions.js';

export async function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  const token = readToken(request);
  return token ? findSessionUser(app.ctx.db, token, app.ctx.config) : null;
}

export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(app, request);
  if (!user) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return user;
}

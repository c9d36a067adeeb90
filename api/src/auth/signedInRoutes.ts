// Routes only a signed-in traveller may call (bookings, holds): the caller is resolved before body validation, so a
// signed-out caller always gets 401, whatever it sent.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { requireUser } from './currentUser.js';
import type { UserRow } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

/** Adds the hook to this plugin's routes and returns how a handler reads the signed-in user. */
export function signedInRoutes(app: FastifyInstance): (request: { user?: UserRow }) => UserRow {
  app.addHook('onRequest', async (request) => {
    request.user = await requireUser(app, request);
  });
  return (request) => {
    if (!request.user) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    return request.user;
  };
}

// Signing a browser in: whatever session it had is dropped (rotation) before the new one is issued as the cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, readToken, setSessionCookie, userAgentOf } from './sessions.js';

/** Starts a session for the account on this browser; its public id. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
  const { db, config } = request.server.ctx;
  const previous = readToken(request, config);
  if (previous) await deleteSession(db, previous);
  const { token, expiresAt, publicId } = await createSession(db, userId, config, userAgentOf(request));
  setSessionCookie(request, reply, config, token, expiresAt);
  return publicId;
}

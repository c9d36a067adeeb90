// A device as the limits see it: a random id in a long-lived cookie signed with the limits' key (@fastify/cookie), the
// same whichever account signs in on it. An unsigned or forged cookie makes a new device, as does dropping the
// cookie: no one can pass for another device, and a fresh one is still counted by its address's limits.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isSecureRequest } from '../http/security.js';

const COOKIE_NAME = 'kemet_device';
const SECURE_COOKIE_NAME = '__Host-kemet_device';
const YEAR_SECONDS = 365 * 24 * 3600;

/** This request's device id; a new one, set on `reply`, when it has none or its signature does not hold. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const secure = isSecureRequest(request, config);
  const name = secure ? SECURE_COOKIE_NAME : COOKIE_NAME;
  const sent = request.cookies[name];
  const read = sent ? request.unsignCookie(sent) : undefined;
  if (read?.valid && read.value && /^[A-Za-z0-9_-]{22}$/.test(read.value)) return read.value;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(name, id, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: YEAR_SECONDS, signed: true });
  return id;
}

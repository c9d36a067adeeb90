// The origin pages name themselves by (canonical URLs, sharing previews, the sitemap): PUBLIC_ORIGIN when set, else the
// request's scheme and host (as the trusted proxy in front reports them, see trustProxy.ts).
import type { FastifyRequest } from 'fastify';
import { serverEnv } from './serverEnv';

export function publicOriginOf(request: FastifyRequest, env = serverEnv()): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

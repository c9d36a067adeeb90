// onRequest hook for routes whose answer depends on the session: no browser or proxy may keep a copy.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

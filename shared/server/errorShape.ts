// The API's one error shape, {"error":{"code","message"}}, for what the front-end server's own plugins refuse too
// (a static path they will not serve, an address the /api proxy will not forward), never a framework's body.
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The JSON 404 of a path that is neither a file nor a page; asked for by Accept, so caches keep it apart and not at
 * all.
 */
export const NOT_FOUND_HEADERS = { 'cache-control': 'no-store', vary: 'Accept' };
export const NOT_FOUND_BODY = { error: { code: 'NOT_FOUND', message: 'Not found' } };

export function registerErrorShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A path the static files refuse (`//x`, a dot file) is, to a client, a file that is not there.
    if (status === 403 || status === 404) return reply.code(404).headers(NOT_FOUND_HEADERS).send(NOT_FOUND_BODY);
    reply.header('cache-control', 'no-store');
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send({ error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(status)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });
}

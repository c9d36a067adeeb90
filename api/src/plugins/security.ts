// Every answer gets the security headers (HSTS over HTTPS); NUL characters in the address and cross-site writes are
// refused; bodies are JSON only, parsed strictly (http/security.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors.js';
import { checkCrossSite, HSTS, isSecureRequest, jsonReviver, securityHeaders } from '../http/security.js';

async function security(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isSecureRequest(request, config)) reply.header('Strict-Transport-Security', HSTS);
    if (/%00/i.test(request.url))
      return done(new ApiError(400, 'INVALID_CHARACTERS', 'The address may not contain NUL characters.'));
    try {
      checkCrossSite(request, config);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // Only JSON bodies: removing the text/plain parser makes every other media type a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, jsonReviver));
    } catch (error) {
      done(
        error instanceof ApiError ? error : new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.'),
        undefined,
      );
    }
  });
}

export default fp(security, { name: 'kemet-security', dependencies: ['kemet-context'] });

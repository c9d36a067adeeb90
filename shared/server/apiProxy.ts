// The /api proxy every front-end server runs, so the browser sees one origin. It tells the API who the client is
// (X-Forwarded-For/-Proto/-Host replace whatever the client sent) and refuses bodies over the API's limit itself,
// before forwarding, so an oversized upload gets 413 in the API's error shape and the browser's connection stays
// usable.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';

/** The API's default BODY_LIMIT_BYTES; both sides read the same variable. */
export const DEFAULT_API_BODY_LIMIT = 64 * 1024;

const TOO_LARGE = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } };
const UNREACHABLE = {
  error: { code: 'API_UNREACHABLE', message: 'The Kemet service is not reachable right now. Please try again.' },
};

class BodyTooLarge extends Error {}

/** Passes the body through and fails once more than `limit` bytes went by (bodies sent without Content-Length). */
function byteCounter(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      done(seen > limit ? new BodyTooLarge() : null, chunk);
    },
  });
}

function causedByTooLarge(error: unknown): boolean {
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof BodyTooLarge) return true;
  }
  return false;
}

export interface ApiProxyOptions {
  upstream: string;
  bodyLimit: number;
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  await app.register(httpProxy, {
    upstream: options.upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: (request, reply, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      // Answered before a byte is forwarded; Node reads and drops the rest of the body, so keep-alive goes on.
      if (declared > options.bodyLimit) {
        void reply.code(413).send(TOO_LARGE);
        return;
      }
      if (
        request.body &&
        typeof (request.body as NodeJS.ReadableStream).pipe === 'function' &&
        !request.headers['content-length']
      ) {
        request.body = (request.body as NodeJS.ReadableStream).pipe(byteCounter(options.bodyLimit));
      }
      done();
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        // Only our view of the client goes upstream: a client cannot add addresses the API would believe.
        const { forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
        return {
          ...rest,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        };
      },
      onError: (reply, { error }) => {
        if (causedByTooLarge(error)) {
          // The rest of an unbounded body is not worth reading: answer and close this connection.
          reply.code(413).header('connection', 'close').send(TOO_LARGE);
          return;
        }
        reply.code(502).send(UNREACHABLE);
        app.log.warn({ err: error }, 'api proxy error');
      },
    },
  });
}

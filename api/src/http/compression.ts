// How answers are compressed: @fastify/compress per request for most routes, and the same settings for the catalogue's
// cached answers, which are compressed once per stored answer and encoding (catalog/cachedAnswers.ts).
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Quality 4 keeps brotli cheap enough to run per request (a tour's 27 KB calendar becomes about 3 KB). */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

// Browsers send a handful of distinct headers, so the first ones seen are negotiated once and remembered.
const REMEMBERED = 100;
const negotiated = new Map<string, Encoding | null>();

/** The encoding to answer in, as @fastify/compress chooses it ("*" and x-gzip are gzip); undefined: as it is. */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>): Encoding | undefined {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return undefined;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
    if (negotiated.size < REMEMBERED) negotiated.set(header, encoding);
  }
  return encoding ?? undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}

// Answers over 1 KB go out compressed to clients that accept it (http/compression.ts); the catalogue's stored
// answers are compressed once by the catalogue cache, registered before this.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS } from '../http/compression.js';

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
}

export default fp(compression, { name: 'kemet-compression', dependencies: ['kemet-catalog-cache'] });

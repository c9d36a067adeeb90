// The language a catalogue or booking answer is written in: chosen from Accept-Language, named in Content-Language,
// and Vary: Accept-Language so a cache keeps each language's answer apart.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage, type Language } from './language.js';

export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const language = negotiateLanguage(request.headers['accept-language']);
  reply.header('Content-Language', language);
  const vary = reply.getHeader('Vary');
  const varies = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((v) => v.trim().toLowerCase());
  if (!varies.includes('accept-language'))
    reply.header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  return language;
}

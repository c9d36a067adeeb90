// The floor of a page load on this machine and browser: one heading and the home hero's first illustration, with the
// shell's security headers (the same helmet options, Cross-Origin-Opener-Policy included). Measured beside the real
// pages in the same run, as the API is beside a bare Fastify: what is left above it is Kemet's own cost.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { helmetHeaders } from '../shared/server/helmetHeaders';
import { helmetOptions } from '../shared/server/securityHeaders';

const hero = readFileSync(path.join(__dirname, '..', 'shell', 'src', 'assets', 'hero', 'hero-pyramids.svg'));
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Floor</title></head><body><h1>Where Civilization Began</h1>
<img src="/hero.svg" alt="" width="1600" height="700" style="width:100%;height:auto"></body></html>`;

const app = Fastify({ logger: false });
const headers = helmetHeaders(helmetOptions([]));
app.addHook('onRequest', async (_request, reply) => void reply.headers(headers));
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
app.get('/hero.svg', (_request, reply) => reply.type('image/svg+xml').send(hero));
void app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// An app's server started by its dev runner (devApp.ts: an IPC channel and DEV_BUILD_ENV) tells the pages it served
// about each new build: GET /__kemet/dev-events is a stream of `built` events, each the build's hash, the first one at
// once. The pages' dev client (@kemet/tooling/devReloadClient.ts) takes a hash other than the one it loaded with.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const DEV_EVENTS_PATH = '/__kemet/dev-events';
/** The env a dev server starts with: the build it serves first (later builds come as BuiltMessage). */
export const DEV_BUILD_ENV = 'KEMET_DEV_BUILD';

/** What the dev runner sends its server on each build. */
export interface BuiltMessage {
  built: string;
}

export function registerDevEvents(app: FastifyInstance, channel: NodeJS.Process = process): void {
  let build = channel.env[DEV_BUILD_ENV];
  // Both, so a server run by another process manager with an IPC channel (pm2) offers no such route.
  if (!channel.send || build === undefined) return;
  const pages = new Set<ServerResponse>();
  const announce = (page: ServerResponse) => page.write(`event: built\ndata: ${build}\n\n`);

  const onMessage = (message: Partial<BuiltMessage>) => {
    if (typeof message?.built !== 'string') return;
    build = message.built;
    for (const page of pages) announce(page);
  };
  channel.on('message', onMessage);

  app.get(DEV_EVENTS_PATH, (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    if (build !== undefined) announce(reply.raw);
    pages.add(reply.raw);
    request.raw.on('close', () => pages.delete(reply.raw));
  });
  // Open streams would hold the server's close until close-with-grace's timeout.
  app.addHook('preClose', async () => {
    channel.off('message', onMessage);
    for (const page of pages) page.end();
  });
}

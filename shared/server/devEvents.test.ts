/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { DEV_BUILD_ENV, DEV_EVENTS_PATH, registerDevEvents } from './devEvents';

type Channel = NodeJS.Process;
// What the server sees of its process: the environment, the IPC channel's send and its messages.
const devRunnerChannel = (env: NodeJS.ProcessEnv) =>
  Object.assign(new EventEmitter(), { env, send: () => true }) as unknown as Channel;

async function serverWith(channel: Channel) {
  const app = Fastify();
  registerDevEvents(app, channel);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${DEV_EVENTS_PATH}` };
}

test('a server started by the dev runner announces the build it serves at once, then each new one', async () => {
  const channel = devRunnerChannel({ [DEV_BUILD_ENV]: 'first' });
  const { app, url } = await serverWith(channel);
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  const next = async () => new TextDecoder().decode((await reader.read()).value);
  expect(await next()).toBe('event: built\ndata: first\n\n');
  (channel as unknown as EventEmitter).emit('message', { built: 'second' });
  expect(await next()).toBe('event: built\ndata: second\n\n');
  // Closing the server ends the open streams instead of waiting on them.
  await app.close();
  expect((await reader.read()).done).toBe(true);
});

test('a server started otherwise, even with an IPC channel, has no such route', async () => {
  const { app, url } = await serverWith(devRunnerChannel({}));
  expect((await fetch(url)).status).toBe(404);
  await app.close();
});

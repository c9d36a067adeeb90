/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceWhenReady, whenAllAnswer } from './readyNotice';

/** A server that answers 503 to its first `notReadyFor` requests, then 200. */
async function serverReadyAfter(notReadyFor: number): Promise<{ server: Server; port: number }> {
  let seen = 0;
  const server = createServer((_request, response) => {
    seen += 1;
    response.statusCode = seen > notReadyFor ? 200 : 503;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('the stack says when the site is whole', () => {
  it('prints the ready line only once both the API and the shell answer', async () => {
    const api = await serverReadyAfter(3);
    const shell = await serverReadyAfter(0);
    servers.push(api.server, shell.server);
    const print = jest.fn();
    await announceWhenReady({ api: api.port, shell: shell.port }, print);
    expect(print).toHaveBeenCalledTimes(1);
    expect(print).toHaveBeenCalledWith(`Kemet is ready: http://localhost:${shell.port}`);
  });

  it('gives up quietly when a server never answers', async () => {
    const api = await serverReadyAfter(Number.POSITIVE_INFINITY);
    servers.push(api.server);
    expect(await whenAllAnswer([`http://127.0.0.1:${api.port}/api/ready`], 300, 50)).toBe(false);
  });
});

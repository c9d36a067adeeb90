/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { RenderSlots } from './renderSlots';

const slots = new RenderSlots(2);
const reached: (() => void)[] = [];
// Each page takes its slot only after a delay, as a page does after Fastify's hooks and the session check.
const server = http.createServer((_request, response) => {
  setTimeout(() => {
    slots.take(response);
    reached.shift()?.();
    setTimeout(() => response.end('<html></html>'), 20);
  }, 30);
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const pageReached = () => new Promise<void>((resolve) => reached.push(resolve));
const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

test('a page holds its slot while it renders and gives it back when its answer has gone', async () => {
  const reachedPage = pageReached();
  const answered = new Promise<number>((resolve) =>
    http.get(`http://127.0.0.1:${port}/`, (response) =>
      response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    ),
  );
  await reachedPage;
  expect(slots.inUse).toBe(1);
  expect(await answered).toBe(200);
  await settle();
  expect(slots.inUse).toBe(0);
});

test('pages whose clients left before they were reached give their slots back: the server is not full after a flood', async () => {
  for (let i = 0; i < 5; i++) {
    const reachedPage = pageReached();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.destroy();
    });
    await reachedPage;
  }
  await settle();
  expect(slots.inUse).toBe(0);
  expect(slots.full).toBe(false);
});

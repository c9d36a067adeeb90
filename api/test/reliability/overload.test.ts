// Overload: a real process with a low @fastify/under-pressure threshold sheds excess load with 503 + Retry-After, then
// recovers.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, test } from 'node:test';
import { errorCode, request, sleep, startApi, stopAll, type ApiProcess, type Reply } from './support.js';

describe('load shedding', () => {
  let api: ApiProcess | undefined;
  after(() => stopAll(api));

  test(
    'event-loop utilisation above UNDER_PRESSURE_MAX_ELU → 503 OVERLOADED with Retry-After; recovers when the load stops',
    { timeout: 240_000 },
    async (t) => {
      // Shed once the event loop is more than 20 % busy (sampled every second). A burst of catalogue pages does that
      // even on a machine whose cores other tests share: each answer costs the API more than it costs this client, so
      // the API's loop is the busier one however little of a core this client gets.
      api = await startApi({ PGLITE_DIR: 'memory://', UNDER_PRESSURE_MAX_ELU: '0.2' });
      const port = api.port;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
      const replies: Reply[] = [];
      const failures: string[] = [];
      const started = Date.now();
      let shed = 0;
      const enough = () => (shed >= 20 && Date.now() - started > 1500) || Date.now() - started > 30_000;
      const workers = Array.from({ length: 32 }, async () => {
        while (!enough()) {
          try {
            const res = await request(port, 'GET', '/api/events?pageSize=20', { agent });
            replies.push(res);
            if (res.status === 503) shed++;
          } catch (error) {
            failures.push(String(error));
          }
        }
      });
      // Liveness stays green while readiness-type traffic is shed: /api/health is exempt.
      await sleep(1500);
      const health = await request(port, 'GET', '/api/health', { agent });
      await Promise.all(workers);
      agent.destroy();

      assert.deepEqual(failures, [], 'no connection failures under load');
      assert.equal(health.status, 200, `/api/health under load: ${health.status} ${health.body}`);
      const statuses = new Map<number, number>();
      for (const r of replies) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      t.diagnostic(
        `statuses under load: ${JSON.stringify(Object.fromEntries(statuses))} in ${Date.now() - started} ms`,
      );
      assert.ok(shed >= 20, `expected load shedding, got ${JSON.stringify(Object.fromEntries(statuses))}`);
      assert.deepEqual(
        [...statuses.keys()].filter((s) => s !== 200 && s !== 503),
        [],
        'only 200 or 503',
      );
      for (const r of replies.filter((x) => x.status === 503)) {
        assert.equal(errorCode(r), 'OVERLOADED');
        assert.match(String(r.headers['content-type']), /application\/json/);
        assert.ok(Number(r.headers['retry-after']) >= 1, 'Retry-After in seconds');
      }

      // Once the burst is over the next samples are calm: requests succeed again without a restart.
      const calmFrom = Date.now();
      let streak = 0;
      while (streak < 5) {
        assert.ok(Date.now() - calmFrom < 20_000, 'the service did not recover within 20 s');
        const res = await request(port, 'GET', '/api/events?pageSize=6');
        streak = res.status === 200 ? streak + 1 : 0;
        await sleep(res.status === 200 ? 200 : 300);
      }
      t.diagnostic(`recovered ${Date.now() - calmFrom} ms after the load stopped`);
    },
  );
});

// Gate races on real PostgreSQL (skipped when none is reachable), two app instances on their own pools: concurrent
// scans of one ticket give one `valid`, and concurrent sends of one scan (same nonce) record one check-in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepareDatabase } from '../../src/db/prepare.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { checkinScans, ticketCheckins } from '../../src/db/schema.js';
import { insertTicket, keyOf, nonce } from '../gateFixtures.js';
import { post, postgresAdminUrl, scratchPostgres, testApp } from '../helpers.js';

const adminUrl = await postgresAdminUrl();
const SCANS = 20;

describe('check-in races on PostgreSQL', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let dbA: Database;
  let dbB: Database;
  let apps: FastifyInstance[] = [];

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    dbA = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 10 });
    dbB = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 10 });
    await prepareDatabase(dbA);
    apps = [await testApp(dbA), await testApp(dbB)];
  });
  after(async () => {
    for (const app of apps) await app.close();
    await dbA?.close();
    await dbB?.close();
    await scratch?.drop();
  });

  const scan = (index: number, key: string, token: string, scanNonce: string) =>
    post(apps[index % 2], '/api/checkins', { token, nonce: scanNonce }, { authorization: `Bearer ${key}` });

  test(`${SCANS} concurrent scans of one ticket (different nonces) → exactly one valid, ${SCANS - 1} already_used, one time`, async () => {
    const t = await insertTicket(dbA.db);
    const key = await keyOf(dbA.db, t.providerId);
    const answers = (await Promise.all(Array.from({ length: SCANS }, (_, i) => scan(i, key, t.token, nonce())))).map(
      (res) => {
        assert.equal(res.statusCode, 200, res.body);
        return res.json();
      },
    );
    assert.equal(answers.filter((a) => a.result === 'valid').length, 1);
    assert.equal(answers.filter((a) => a.result === 'already_used').length, SCANS - 1);
    const [checkin] = await dbA.db.select().from(ticketCheckins).where(eq(ticketCheckins.ticketId, t.ticketId));
    assert.deepEqual(new Set(answers.map((a) => a.checkedInAt)), new Set([checkin.checkedInAt.toISOString()]));
    assert.equal((await dbA.db.select().from(checkinScans).where(eq(checkinScans.ticketId, t.ticketId))).length, SCANS);
  });

  test('the same scan sent 10 times at once → one check-in, one scan row, the same valid answer every time', async () => {
    const t = await insertTicket(dbA.db);
    const key = await keyOf(dbA.db, t.providerId);
    const scanNonce = nonce();
    const answers = (await Promise.all(Array.from({ length: 10 }, (_, i) => scan(i, key, t.token, scanNonce)))).map(
      (res) => {
        assert.equal(res.statusCode, 200, res.body);
        return res.json();
      },
    );
    assert.equal(answers[0].result, 'valid');
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    assert.equal((await dbA.db.select().from(ticketCheckins).where(eq(ticketCheckins.ticketId, t.ticketId))).length, 1);
    assert.equal((await dbA.db.select().from(checkinScans).where(eq(checkinScans.nonce, scanNonce))).length, 1);
  });
});

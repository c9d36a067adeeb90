// A session's manifest: its travellers, categories, the proof to bring and check-in state, searchable by reference and
// paged; and the CSV export, streamed as it is read, 10,000 bookings in full.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile } from './helpers.js';
import { get, operationsAccount, partnerProvider, staffMember } from './partnerFixtures.js';
import { listingOf, travellerBooks } from './partnerSessionFixtures.js';
import type { Partner } from './partnerFixtures.js';
import type { Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let owner: Partner;
let staffCookie: string;
let made: Promise<void> | undefined;
const partnerMade = () =>
  (made ??= (async () => {
    const ops = await operationsAccount(app, database.db);
    owner = await partnerProvider(app, database.db, ops.cookie);
    staffCookie = (await staffMember(app, database.db, owner.owner.cookie)).cookie;
  })());

describe('GET /api/partner/sessions/:id/manifest', () => {
  let f: Fixture;
  let first: Awaited<ReturnType<typeof travellerBooks>>;
  let second: Awaited<ReturnType<typeof travellerBooks>>;
  before(async () => {
    await partnerMade();
    f = await listingOf(database.db, owner, { sessions: [{ startsIn: 60 }] });
    first = await travellerBooks(app, f.sessions[0], [
      { categoryId: f.categories.adult, quantity: 1 },
      { categoryId: f.categories.student, quantity: 1 },
    ]);
    second = await travellerBooks(app, f.sessions[0], [{ categoryId: f.categories.child, quantity: 1 }]);
    // The gate checked in the first booking's adult ticket.
    await database.db.execute(sql`
      insert into ticket_checkins (ticket_id, provider_id)
      select t.id, ${owner.providerId} from tickets t where t.booking_id = ${first.booking.id} and t.number = 1`);
  });

  test("staff read each booking's traveller, tickets per category with their proof, and check-ins", async () => {
    const res = await get(app, `/api/partner/sessions/${f.sessions[0]}/manifest`, staffCookie);
    assert.equal(res.statusCode, 200, res.body);
    const { session, items, total } = res.json();
    assert.equal(total, 2);
    assert.deepEqual([session.sold, session.tickets, session.checkedIn, session.gateOpen], [3, 3, 1, true]);
    const row = items.find((r: { reference: string }) => r.reference === first.booking.reference);
    assert.deepEqual(row, {
      reference: first.booking.reference,
      traveller: 'Nefertari Traveller',
      lines: [
        { label: 'Foreign adult', quantity: 1, proof: 'passport' },
        { label: 'Egyptian student', quantity: 1, proof: 'student_card' },
      ],
      tickets: 2,
      checkedIn: 1,
    });
  });

  test('?q= finds a booking by any part of its reference, in any case; pages hold pageSize rows', async () => {
    const part = second.booking.reference.slice(4, 8).toLowerCase();
    const found = (
      await get(app, `/api/partner/sessions/${f.sessions[0]}/manifest?q=${part}`, owner.owner.cookie)
    ).json();
    assert.ok(found.items.some((r: { reference: string }) => r.reference === second.booking.reference));
    const none = (await get(app, `/api/partner/sessions/${f.sessions[0]}/manifest?q=zz%25`, owner.owner.cookie)).json();
    assert.equal(none.total, 0);
    const paged = (
      await get(app, `/api/partner/sessions/${f.sessions[0]}/manifest?pageSize=1&page=2`, owner.owner.cookie)
    ).json();
    assert.deepEqual([paged.items.length, paged.totalPages], [1, 2]);
  });

  test('Today shows the session with its sold, left and checked-in counts', async () => {
    const today = (await get(app, '/api/partner/today', staffCookie)).json();
    const session = today.items.find((s: { id: number }) => s.id === f.sessions[0]);
    assert.deepEqual([session.sold, session.left, session.checkedIn], [3, 17, 1]);
  });
});

describe('GET /api/partner/sessions/:id/manifest.csv', () => {
  const ROWS = 10_000;
  let sessionId: number;
  before(async () => {
    await partnerMade();
    const f = await listingOf(database.db, owner, { sessions: [{ capacity: 20_000 }] });
    sessionId = f.sessions[0];
    await database.db.execute(sql`
      with traveller as (
        insert into users (full_name, email, password_hash, uid)
        values ('=Bulk Traveller', 'bulk.' || md5(random()::text) || '@example.com', 'x', md5(random()::text))
        returning id
      ), made as (
        insert into bookings (reference, user_id, experience_id, session_id, quantity, places, total_cents, status, idempotency_key)
        select 'BLK-' || lpad(i::text, 6, '0'), traveller.id, ${f.experienceId}, ${sessionId}, 2, 2, 20000, 'confirmed', 'bulk-' || i
        from traveller, generate_series(1, ${ROWS}) i
        returning id
      )
      insert into booking_lines (booking_id, category_id, quantity, unit_price_minor, sale_price_minor)
      select id, ${f.categories.adult}, 2, 10000, 10000 from made`);
  });

  test('streams every row, chunked, its first bytes long before its end; formulas are kept as text', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const chunks: Buffer[] = [];
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: `/api/partner/sessions/${sessionId}/manifest.csv`,
          headers: { cookie: owner.owner.cookie },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ ...res.headers, status: res.statusCode }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(headers.status, 200);
    assert.equal(headers['transfer-encoding'], 'chunked');
    assert.equal(headers['content-length'], undefined);
    assert.match(String(headers['content-type']), /^text\/csv/);
    assert.match(String(headers['content-disposition']), /attachment; filename="manifest-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = Buffer.concat(chunks).toString('utf8');
    assert.ok(chunks.length > 10, `${chunks.length} chunks`);
    assert.ok(chunks[0].length < body.length / 10, 'the first bytes came before the rest were read');
    const lines = body.trimEnd().split('\n');
    assert.equal(lines[0], 'reference,traveller,tickets,categories,proof,checked_in');
    assert.equal(lines.length, ROWS + 1);
    assert.equal(lines[1], "BLK-000001,'=Bulk Traveller,0,2 × Foreign adult,passport,0");
    assert.equal(lines[ROWS], `BLK-0${ROWS},'=Bulk Traveller,0,2 × Foreign adult,passport,0`);
  });
});

// Upgrading a database at migration 0002 (one date and one price per experience) to sessions and ticket categories:
// every booking lands on the session at its old date with an adult line at the price it paid, and nothing is lost
// (docs/product/rules.md#sessions-and-ticket-categories). Runs on PGlite, and on PostgreSQL when one answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { selectExperiences } from '../src/catalog/experienceQuery.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { migrateTo } from './migrateTo.js';
import { experiences } from '../src/db/schema.js';
import { toExperience } from '../src/http/serialize.js';
import { postgresAdminUrl, scratchPostgres } from './helpers.js';

const rows = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

const OLD_DATE = '2027-03-01T08:00:00.000Z';

async function oldData(db: Db) {
  await db.execute(
    sql`insert into providers (id, name, location, website, image) values (1, 'Old Provider', 'Luxor', 'https://example.com', '/x.svg')`,
  );
  await db.execute(sql`
    insert into experiences (id, name, location, description, details, images, image_width, image_height, provider_id,
                             tickets_count, ticket_price_cents, sale, featured, starts_at, search_text)
    values (1, 'Old Temple Visit', 'Luxor', 'd', 'd', array['/a.svg','/b.svg','/c.svg'], 800, 600, 1, 7, 5000, 100, 'event', ${OLD_DATE}, 'old temple visit'),
           (2, 'Sold Out Cruise', 'Aswan', 'd', 'd', array['/a.svg','/b.svg','/c.svg'], 800, 600, 1, 0, 3000, 0, null, '2027-04-02T15:00:00Z', 'sold out cruise')`);
  await db.execute(sql`
    insert into users (id, full_name, email, password_hash, uid) values
      (1, 'Ada Traveller', 'ada@example.com', 'x', 'u1'), (2, 'Bea Traveller', 'bea@example.com', 'x', 'u2')`);
  // Prices paid per ticket: 4500 after the 10 % sale; one booked before the sale at 5000; two on the sold-out cruise,
  // one of them before its price came down from 3500 to 3000.
  await db.execute(sql`
    insert into bookings (id, reference, user_id, experience_id, quantity, unit_price_cents, total_cents, status, idempotency_key, cancelled_at)
    values (1, 'KMT-AAAAA1', 1, 1, 2, 4500, 9000, 'confirmed', 'k1', null),
           (2, 'KMT-AAAAA2', 1, 1, 3, 4500, 13500, 'cancelled', 'k2', now()),
           (3, 'KMT-AAAAA3', 2, 1, 1, 5000, 5000, 'confirmed', 'k3', null),
           (4, 'KMT-AAAAA4', 2, 1, 4, 4500, 18000, 'failed', 'k4', null),
           (5, 'KMT-AAAAA5', 2, 2, 5, 3000, 15000, 'confirmed', 'k5', null),
           (6, 'KMT-AAAAA6', 1, 2, 1, 3500, 3500, 'confirmed', 'k6', null)`);
}

async function checkUpgrade(database: Database) {
  const { db } = database;
  await migrateTo(db, 3);
  await oldData(db);
  const before = await rows(
    db,
    sql`select id, reference, user_id, experience_id, quantity, total_cents, status, idempotency_key, created_at, cancelled_at from bookings order by id`,
  );
  await runMigrations(db);

  assert.deepEqual(
    await rows(
      db,
      sql`select id, reference, user_id, experience_id, quantity, total_cents, status, idempotency_key, created_at, cancelled_at from bookings order by id`,
    ),
    before,
    'every booking is kept as it was',
  );
  const sessions = await rows<{
    experience_id: number;
    starts_at: Date | string;
    capacity: number;
    places_taken: number;
    id: number;
  }>(
    db,
    sql`select id, experience_id, starts_at, capacity, places_taken from experience_sessions order by experience_id`,
  );
  assert.deepEqual(
    sessions.map((s) => [s.experience_id, new Date(s.starts_at).toISOString(), s.capacity, s.places_taken]),
    [
      [1, OLD_DATE, 7 + 2 + 1, 2 + 1],
      [2, '2027-04-02T15:00:00.000Z', 6, 6],
    ],
    'one session per experience at its old date; capacity = tickets left + confirmed; places taken = confirmed',
  );
  const categories = await rows(
    db,
    sql`select experience_id, code, residency, label, price_minor, currency, takes_place from ticket_categories order by experience_id`,
  );
  assert.deepEqual(categories, [
    {
      experience_id: 1,
      code: 'adult',
      residency: 'any',
      label: 'Adult',
      price_minor: 5000,
      currency: 'USD',
      takes_place: true,
    },
    {
      experience_id: 2,
      code: 'adult',
      residency: 'any',
      label: 'Adult',
      price_minor: 3000,
      currency: 'USD',
      takes_place: true,
    },
  ]);
  const moved = await rows(
    db,
    sql`select b.id, b.session_id = s.id as on_its_session, b.places, b.currency, l.quantity, l.unit_price_minor, l.sale_price_minor, c.code
        from bookings b join experience_sessions s on s.experience_id = b.experience_id
        left join booking_lines l on l.booking_id = b.id left join ticket_categories c on c.id = l.category_id order by b.id`,
  );
  assert.deepEqual(moved, [
    {
      id: 1,
      on_its_session: true,
      places: 2,
      currency: 'USD',
      quantity: 2,
      unit_price_minor: 5000,
      sale_price_minor: 4500,
      code: 'adult',
    },
    {
      id: 2,
      on_its_session: true,
      places: 3,
      currency: 'USD',
      quantity: 3,
      unit_price_minor: 5000,
      sale_price_minor: 4500,
      code: 'adult',
    },
    {
      id: 3,
      on_its_session: true,
      places: 1,
      currency: 'USD',
      quantity: 1,
      unit_price_minor: 5000,
      sale_price_minor: 5000,
      code: 'adult',
    },
    {
      id: 4,
      on_its_session: true,
      places: 4,
      currency: 'USD',
      quantity: 4,
      unit_price_minor: 5000,
      sale_price_minor: 4500,
      code: 'adult',
    },
    {
      id: 5,
      on_its_session: true,
      places: 5,
      currency: 'USD',
      quantity: 5,
      unit_price_minor: 3000,
      sale_price_minor: 3000,
      code: 'adult',
    },
    {
      id: 6,
      on_its_session: true,
      places: 1,
      currency: 'USD',
      quantity: 1,
      unit_price_minor: 3500,
      sale_price_minor: 3500,
      code: 'adult',
    },
  ]);
  for (const booking of moved) {
    const line = booking as { quantity: number; sale_price_minor: number; id: number };
    const total = (before.find((b) => b.id === line.id) as { total_cents: number }).total_cents;
    assert.equal(
      line.quantity * line.sale_price_minor,
      total,
      `booking ${line.id}: its line adds up to what was charged`,
    );
  }

  // The catalogue reads the upgraded rows as it did the old columns.
  const [temple] = await selectExperiences(db).where(eq(experiences.id, 1));
  const shown = toExperience(temple);
  assert.equal(shown.ticketsCount, 7);
  assert.equal(shown.ticketPrice, 50);
  assert.equal(shown.discountedPrice, 45);
  assert.equal(shown.startsAt, OLD_DATE);
  assert.equal(shown.kind, 'event');
}

describe('migrations 0003 and 0004 on a database at 0002', () => {
  test('PGlite', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await checkUpgrade(database);
    } finally {
      await database.close();
    }
  });

  test('PostgreSQL', async (t) => {
    const adminUrl = await postgresAdminUrl();
    if (!adminUrl) return t.skip('no PostgreSQL on 127.0.0.1:5432');
    const scratch = await scratchPostgres(adminUrl);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
    try {
      await checkUpgrade(database);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

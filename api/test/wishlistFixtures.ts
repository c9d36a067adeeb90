// What the wishlist tests call, on the file's app and database (read when called: appPerFile sets them before each
// file's tests): the traveller's wishlist routes, their saved rows, and experiences the seed can book.
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Experience, Wishlist } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { wishlistItems } from '../src/db/schema.js';
import { call } from './helpers.js';

export function wishlistCalls(appOf: () => FastifyInstance, databaseOf: () => Database) {
  const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
    call(appOf(), {
      method,
      url,
      headers: payload === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
      payload: payload as string | undefined,
    });
  return {
    as,
    save: (cookie: string, id: number) => as(cookie, 'PUT', `/api/me/wishlist/items/${id}`),
    list: async (cookie: string, query = ''): Promise<Wishlist> => {
      const res = await as(cookie, 'GET', `/api/me/wishlist${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    },
    rowsOf: (userId: number) => databaseOf().db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
    /** Saves `count` drafts (travellers never see them) on the account: they take the wishlist's room all the same. */
    fillWith: async (userId: number, count: number): Promise<void> => {
      await databaseOf().db.execute(sql`
        with made as (
          insert into experiences (id, name, location, description, details, images, image_width, image_height,
            provider_id, search_text, status)
          select m.top + g, 'Draft ' || (m.top + g), 'Luxor', 'A draft', 'Details', '{}', 800, 600,
            (select min(id) from providers), 'draft', 'draft'
          from (select max(id) as top from experiences) m, generate_series(1, ${count}) g
          returning id)
        insert into wishlist_items (user_id, experience_id, saved_price_minor, saved_currency)
        select ${userId}, id, 100, 'USD' from made`);
    },
    /** Published experiences with a bookable session, as the catalogue lists them. */
    bookable: async (count: number): Promise<Experience[]> => {
      const res = await call(appOf(), { method: 'GET', url: '/api/events?pageSize=50&sort=name' });
      const items = (res.json().items as Experience[]).filter((e) => e.available && e.ticketsCount > 3);
      assert.ok(items.length >= count, 'the seed has enough bookable experiences');
      return items.slice(0, count);
    },
  };
}

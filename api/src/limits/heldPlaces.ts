// Caps on places held without paying (docs/product/rules.md#sessions-and-ticket-categories, "Holds"): the places one
// account, one device and one address hold at once across all sessions, and how often a traveller may hold one session
// again (a renewal of the last hold). A free category that takes a place counts like a paid one: holds.places counts
// places, not money.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { releaseHold } from '../bookings/holds.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { deviceOf } from './deviceCookie.js';
import { clientOf } from './plugin.js';

const tooManyHeld = () =>
  new ApiError(
    409,
    'TOO_MANY_PLACES_HELD',
    'You are holding as many places as we can keep for you. Pay for or release a hold first.',
  );
const holdRenewalsUsed = () =>
  new ApiError(
    409,
    'HOLD_RENEWALS_USED',
    'You have held this time several times in the last hour. Book it now, or try again later.',
  );

/** What the statement reads; PostgreSQL's sums and counts arrive as text. */
type HeldNow = { account: number | string; device: number | string; address: number | string };

export function heldPlaceLimits(db: Db, config: Config) {
  return {
    /**
     * 409 HOLD_RENEWALS_USED when this traveller took this session's places more than 1 + the renewals this hour.
     * Asked before the new hold, which would replace (and give back) the traveller's live hold of the session.
     */
    async refuseRenewal(userId: number, sessionId: number): Promise<void> {
      const { rows } = await db.execute<{ count: number | string }>(sql`
        select count(*) from holds
        where user_id = ${userId} and session_id = ${sessionId} and created_at > now() - interval '1 hour'
      `);
      if (Number(rows[0].count) > config.holdRenewalsPerHour) throw holdRenewalsUsed();
    },

    /**
     * Once a hold has taken its places: marks it with its device and address and, in the same statement, sums the live
     * holds of the account, the device and the address. Past a cap the new hold is released at once and the answer is
     * 409 TOO_MANY_PLACES_HELD.
     */
    async keepWithinCaps(request: FastifyRequest, reply: FastifyReply, userId: number, holdId: string): Promise<void> {
      const device = deviceOf(request, reply, config);
      const client = clientOf(request);
      // The marking runs in the statement's snapshot, so the new hold counts for its device and address by its id.
      const { rows } = await db.execute<HeldNow>(sql`
        with marked as (update holds set device = ${device}, client = ${client} where id = ${holdId} returning id),
        live as (select * from holds where status = 'active' and expires_at > now())
        select
          (select coalesce(sum(places), 0) from live where user_id = ${userId}) as account,
          (select coalesce(sum(places), 0) from live where device = ${device} or id = ${holdId}) as device,
          (select coalesce(sum(places), 0) from live where client = ${client} or id = ${holdId}) as address
      `);
      const held = rows[0];
      const [account, onDevice, atAddress] = [held.account, held.device, held.address].map(Number);
      if (
        account <= config.heldPlacesPerUser &&
        onDevice <= config.heldPlacesPerDevice &&
        atAddress <= config.heldPlacesPerIp
      )
        return;
      request.log.warn({ event: 'held_places_capped', userId, ip: request.ip, held }, 'places held at once capped');
      await releaseHold(db, userId, holdId);
      throw tooManyHeld();
    },
  };
}

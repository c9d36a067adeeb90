// Limits on POST /holds: a hold takes places for minutes without paying, so holds per traveller (a wall) and per
// address (proof of work, then a wall) are counted, or one caller could keep a session looking full. An address whose
// cards are being declined, and a session more than half held, also ask for proof of work.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { addressDeclines } from './addressDeclines.js';
import { addressLimit, consume, counter } from './plugin.js';
import { proofOfWork } from './proofOfWork.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function holdLimits(app: FastifyInstance, config: Config) {
  const { db } = app.ctx;
  const proof = proofOfWork(app.ctx);
  const window = config.rateWindowSeconds * 1000;
  const perUser = counter(app, 'hold-user', config.holdsPerUser, window);
  const perIp = addressLimit(
    app,
    'hold-ip',
    { soft: config.holdsPerIp, hard: config.holdsPerIpHard, windowMs: window },
    LIMIT_MESSAGES.holds,
  );
  const fromAddress = addressDeclines(app);

  /** Whether the session's live holds take more than the configured share of its places. */
  async function mostlyHeld(sessionId: number): Promise<boolean> {
    // Holds never take more than all the places: a share of 1 never asks, nor reads.
    if (config.powHeldShare >= 1) return false;
    const { rows } = await db.execute<{ held: number | string; capacity: number | string }>(sql`
      select s.capacity,
        (select coalesce(sum(places), 0) from holds
         where session_id = s.id and status = 'active' and expires_at > now()) as held
      from experience_sessions s where s.id = ${sessionId}
    `);
    const row = rows[0];
    return row !== undefined && Number(row.held) > Number(row.capacity) * config.powHeldShare;
  }

  /** Counts the attempt; 429 past a wall, 428 when proof of work is due and not given, before any place is taken. */
  return async function admit(request: FastifyRequest, userId: number, sessionId: number): Promise<void> {
    const busyAddress = await perIp(request);
    await consume(perUser, request, String(userId), LIMIT_MESSAGES.holds);
    const decliningAddress = await fromAddress.proofDue(request);
    const why = busyAddress ? 'hold-ip' : decliningAddress ? 'decline-ip' : (await mostlyHeld(sessionId)) && 'held';
    if (why) await proof.require(request, why);
  };
}

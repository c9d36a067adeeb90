// When the clock alone changes what the catalogue shows of an experience, so its cached answers can live until then
// (api/README.md, "Catalogue cache"): a session's booking closing (it stops being bookable, and the next one is named)
// and an active hold running out (its places count as free before anything writes). Nothing else shown moves with
// the clock: a session closes before it starts, and the availability's default dates are part of its key.
// Read for every experience at once, again once the earliest bound has passed or the content changed; a change of
// places may be a new hold, which runs out HOLD_MINUTES later, so it lowers its experience's bound to then.
import { HOLD_MINUTES } from '@kemet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingClosesAtSql } from '../sessions/sessionSql.js';

/** A new hold's expiry, taken this much early: the database's clock may be ahead of this process's. */
const CLOCK_SKEW_MS = 5_000;
const NEW_HOLD_BOUND_MS = HOLD_MINUTES * 60_000 - CLOCK_SKEW_MS;
/** After a failed read, how long the bounds stay unknown before the next try. */
const RETRY_MS = 1_000;

/** Per experience, the next moment (epoch ms) the clock changes what is shown of it; none: never. */
export type ClockBoundsRead = () => Promise<ReadonlyMap<number, number>>;

export function clockBoundsQuery(db: Db): ClockBoundsRead {
  return async () => {
    // The bounds as delays from the database's now, added to this process's clock when the read began (never later
    // than the database's now, as the read waits for it): a skew between the two clocks cannot move a bound later.
    const startedAt = Date.now();
    const { rows } = await db.execute<{ experience_id: number; ms_ahead: number | string }>(sql`
      select experience_id, extract(epoch from min(at) - now()) * 1000 as ms_ahead from (
        select s.experience_id, ${bookingClosesAtSql} as at from experience_sessions s
        where s.status = 'open' and ${bookingClosesAtSql} > now()
        union all
        select s.experience_id, h.expires_at from holds h join experience_sessions s on s.id = h.session_id
        where h.status = 'active' and h.expires_at > now()
      ) as moments group by experience_id`);
    return new Map(rows.map((row) => [Number(row.experience_id), startedAt + Number(row.ms_ahead)]));
  };
}

export class ClockBounds {
  /** undefined: not known (never read, or the content changed since). */
  private bounds: Map<number, number> | undefined;
  private earliest = Infinity;
  private reading = false;
  /** Bumped by a content change: a read begun before it is dropped. */
  private generation = 0;
  /** Bounds lowered by changes of places told while a read is under way: that read may not have seen them. */
  private readonly loweredDuringRead = new Map<number, number>();
  private retryAt = 0;

  constructor(
    private readonly read: ClockBoundsRead,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Until when the clock changes nothing shown of the experience: Infinity when nothing of it is due to change,
   * undefined while the bounds are being read. A passed bound starts a new read.
   */
  boundOf(experienceId: number): number | undefined {
    const now = Date.now();
    if (!this.bounds || now >= this.earliest) this.refresh(now);
    return this.bounds ? (this.bounds.get(experienceId) ?? Infinity) : undefined;
  }

  /** Places of these experiences changed: perhaps a new hold, which runs out HOLD_MINUTES from now. */
  placesChanged(experienceIds: Iterable<number>): void {
    const bound = Date.now() + NEW_HOLD_BOUND_MS;
    for (const id of experienceIds) {
      if (this.reading) this.loweredDuringRead.set(id, Math.min(this.loweredDuringRead.get(id) ?? Infinity, bound));
      if (this.bounds) this.lower(this.bounds, id, bound);
    }
  }

  /** Sessions may have been added or moved: the bounds are read again. */
  contentChanged(): void {
    this.generation++;
    this.bounds = undefined;
    this.earliest = Infinity;
    this.retryAt = 0;
  }

  private lower(bounds: Map<number, number>, id: number, bound: number): void {
    bounds.set(id, Math.min(bounds.get(id) ?? Infinity, bound));
    this.earliest = Math.min(this.earliest, bound);
  }

  private refresh(now: number): void {
    if (this.reading || now < this.retryAt) return;
    this.reading = true;
    const generation = this.generation;
    this.read()
      .then((read) => {
        if (generation !== this.generation) return;
        const bounds = new Map(read);
        this.earliest = Math.min(...bounds.values());
        for (const [id, bound] of this.loweredDuringRead) this.lower(bounds, id, bound);
        this.bounds = bounds;
      })
      .catch((error: unknown) => {
        this.retryAt = Date.now() + RETRY_MS;
        this.onError(error);
      })
      .finally(() => {
        this.reading = false;
        this.loweredDuringRead.clear();
      });
  }
}

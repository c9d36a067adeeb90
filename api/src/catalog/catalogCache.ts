// The catalogue's answers in memory (api/README.md, "Catalogue cache"): each entry is one answer prepared to be sent
// again as it is (cachedAnswers.ts: its JSON as bytes, its ETag and headers, its compressed copies).
// An entry is good while nothing it shows has changed since its read began:
// - content (seed, migrations, translations, sessions generated) changes every entry: one content version;
// - places (holds, bookings, cancellations, expiries) change the entries that show the changed sessions: an answer
//   naming an experience's next bookable session shows nothing of the sessions after it, so a booking on a later
//   session (or on another experience) leaves it cached; a calendar shows every session it lists;
// - the clock changes places left and "bookable" without a write (a hold running out, a booking cut-off passing):
//   an entry showing an experience's places lives until its next such moment (clockBounds.ts);
// - with other instances, their messages: an entry is served only while this instance has heard, less than
//   maxSilenceMs ago, a heartbeat sent after every write it has not heard of (catalogListener.ts);
// - maxAgeMs bounds what nothing announces (SQL written by hand behind the API).
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../http/compression.js';
import type { ClockBounds } from './clockBounds.js';

/** How long an entry showing places lives while the clock's bounds are being read (the bound before they existed). */
const UNKNOWN_CLOCK_MS = 1_000;

export interface CachedAnswer {
  /** The JSON as UTF-8: written to the socket as it is, no encoding or length to work out per request. */
  body: Buffer;
  etag: string;
  /** Every header of the answer besides the security headers, ETag included. */
  headers: Readonly<Record<string, string>>;
  /** The body compressed, made the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** An answer shows the places of an experience's sessions that start at or before `upTo` (epoch ms; Infinity: all). */
export interface PlacesShown {
  experienceId: number;
  upTo: number;
}

/** A write's changes of places: for each experience, the start (epoch ms) of its earliest changed session. */
export type PlacesChanged = ReadonlyMap<number, number>;

interface PlacesChange {
  /** The change counter when it was told. */
  at: number;
  toldAt: number;
  earliest: number;
}

interface Entry extends CachedAnswer {
  /** The change counter when its read began: a change counted after it that touches what it shows makes it stale. */
  stamp: number;
  /** The change counter up to which the changes were found not to touch it. */
  checked: number;
  storedAt: number;
  /** The moment it is no longer good: its max age, or sooner the clock's next change of what it shows. */
  goodUntil: number;
  shows: readonly PlacesShown[];
}

export interface CatalogCacheOptions {
  maxAgeMs: number;
  /** Bytes kept at most: each entry counts twice its JSON, room for its compressed copies (always smaller). */
  maxBytes: number;
  /** When the clock changes what an answer shows; without it, entries live maxAgeMs whatever they show. */
  clock?: ClockBounds;
  /** Another instance may write: an entry is served only while a heartbeat was heard this recently (heard()). */
  maxSilenceMs?: number;
}

export class CatalogCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly filling = new Map<string, Promise<void>>();
  private counter = 0;
  private contentChangedAt = 0;
  /** Per experience, its changes of the last maxAgeMs in counter order (older ones only concern stale entries). */
  private readonly placeChanges = new Map<number, PlacesChange[]>();
  /** When the newest heartbeat heard was sent (this process's clock). */
  private heardUpTo = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: CatalogCacheOptions) {
    this.entries = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => 2 * entry.body.length + 200 });
  }

  /** Taken before the database is read for an answer; store() needs it. */
  beginRead(): number {
    return ++this.counter;
  }

  /**
   * The stored answer, unless it is stale. An answer in the last quarter of its max age is renewed ahead: the first
   * request to find it (no read of it under way) gets undefined and reads the database, while the others are still
   * served the stored one, so no request waits on the refresh of a busy key. Nothing is served while another
   * instance's messages may be unheard (maxSilenceMs).
   */
  get(key: string): CachedAnswer | undefined {
    if (!this.hearing()) {
      this.misses++;
      return undefined;
    }
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry) && !(this.isAgeing(entry) && !this.filling.has(key))) {
      this.hits++;
      return entry;
    }
    if (entry && !this.isFresh(entry)) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  store(key: string, stamp: number, answer: CachedAnswer, shows: readonly PlacesShown[]): void {
    const storedAt = Date.now();
    const entry: Entry = {
      ...answer,
      stamp,
      checked: stamp,
      storedAt,
      goodUntil: this.goodUntilOf(shows, storedAt),
      shows,
    };
    // A change counted while it was read: the answer may predate it, so it is not kept.
    if (this.isFresh(entry)) this.entries.set(key, entry);
  }

  /** Concurrent misses of one key wait for the first one's read instead of all reading the database. */
  fillOf(key: string): Promise<void> | undefined {
    return this.filling.get(key);
  }

  /** Marks a read of key under way; the returned function ends it (once: calling it again changes nothing). */
  startFill(key: string): () => void {
    let done!: () => void;
    const fill = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.filling.set(key, fill);
    return () => {
      if (this.filling.get(key) === fill) this.filling.delete(key);
      done();
    };
  }

  placesChanged(changes: PlacesChanged): void {
    const at = ++this.counter;
    const toldAt = Date.now();
    for (const [experienceId, earliest] of changes) {
      let list = this.placeChanges.get(experienceId);
      if (!list) this.placeChanges.set(experienceId, (list = []));
      while (list.length > 0 && toldAt - list[0].toldAt >= this.options.maxAgeMs) list.shift();
      list.push({ at, toldAt, earliest });
    }
    this.options.clock?.placesChanged(changes.keys());
  }

  contentChanged(): void {
    this.contentChangedAt = ++this.counter;
    this.options.clock?.contentChanged();
  }

  /** A heartbeat sent at sentAt was heard: every message sent before it has been heard too (delivered in order). */
  heard(sentAt: number): void {
    this.heardUpTo = Math.max(this.heardUpTo, sentAt);
  }

  private hearing(): boolean {
    return this.options.maxSilenceMs === undefined || Date.now() - this.heardUpTo <= this.options.maxSilenceMs;
  }

  private goodUntilOf(shows: readonly PlacesShown[], storedAt: number): number {
    let until = storedAt + this.options.maxAgeMs;
    const clock = this.options.clock;
    if (!clock) return until;
    for (const { experienceId } of shows)
      until = Math.min(until, clock.boundOf(experienceId) ?? storedAt + UNKNOWN_CLOCK_MS);
    return until;
  }

  private isAgeing(entry: Entry): boolean {
    return Date.now() - entry.storedAt >= this.options.maxAgeMs * 0.75;
  }

  /** Looks at the changes told since the entry was last looked at (then records that it was). */
  private isFresh(entry: Entry): boolean {
    if (entry.stamp <= this.contentChangedAt || Date.now() >= entry.goodUntil) return false;
    for (const { experienceId, upTo } of entry.shows) {
      const changes = this.placeChanges.get(experienceId) ?? [];
      for (let i = changes.length - 1; i >= 0 && changes[i].at > entry.checked; i--) {
        if (changes[i].earliest <= upTo) return false;
      }
    }
    entry.checked = this.counter;
    return true;
  }
}

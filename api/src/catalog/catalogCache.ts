// The catalogue's answers in memory (api/README.md, "Catalogue cache"): each entry is one answer prepared to be sent
// again as it is (cachedAnswers.ts: its JSON as bytes, its ETag and headers, its compressed copies).
// An entry is good while nothing it shows has changed since its read began and it is younger than maxAgeMs:
// - content (seed, migrations, translations, sessions generated) changes every entry: one content version;
// - places (holds, bookings, cancellations, expiries) change the entries that show those experiences, so a booking
//   burst on one experience leaves the other pages cached;
// - maxAgeMs (1 s) bounds what no write announces: a hold running out or a booking cut-off passing changes places
//   left and "bookable" with the clock alone, and a lost invalidation message from another instance.
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../http/compression.js';

export interface CachedAnswer {
  /** The JSON as UTF-8: written to the socket as it is, no encoding or length to work out per request. */
  body: Buffer;
  etag: string;
  /** Every header of the answer besides the security headers, ETag included. */
  headers: Readonly<Record<string, string>>;
  /** The body compressed, made the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry extends CachedAnswer {
  /** The change counter when its read began: any change counted after it makes the entry stale. */
  stamp: number;
  storedAt: number;
  /** The experiences whose places it shows. */
  experiences: readonly number[];
}

export interface CatalogCacheOptions {
  maxAgeMs: number;
  /** Bytes kept at most: each entry counts twice its JSON, room for its compressed copies (always smaller). */
  maxBytes: number;
}

export class CatalogCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly filling = new Map<string, Promise<void>>();
  private counter = 0;
  private contentChangedAt = 0;
  private readonly placesChangedAt = new Map<number, number>();
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
   * served the stored one, so no request waits on the once-a-second refresh of a busy key.
   */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry) && !(this.isAgeing(entry) && !this.filling.has(key))) {
      this.hits++;
      return entry;
    }
    if (entry && !this.isFresh(entry)) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  store(key: string, stamp: number, answer: CachedAnswer, experiences: readonly number[]): void {
    const entry: Entry = { ...answer, stamp, storedAt: Date.now(), experiences };
    // A change counted while it was read: the answer may predate it, so it is not kept.
    if (this.isFresh(entry)) this.entries.set(key, entry);
  }

  /** Concurrent misses of one key wait for the first one's read instead of all reading the database. */
  fillOf(key: string): Promise<void> | undefined {
    return this.filling.get(key);
  }

  startFill(key: string): () => void {
    let done!: () => void;
    this.filling.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => {
      this.filling.delete(key);
      done();
    };
  }

  placesChanged(experienceIds: Iterable<number>): void {
    const at = ++this.counter;
    for (const id of experienceIds) this.placesChangedAt.set(id, at);
  }

  contentChanged(): void {
    this.contentChangedAt = ++this.counter;
  }

  private isAgeing(entry: Entry): boolean {
    return Date.now() - entry.storedAt >= this.options.maxAgeMs * 0.75;
  }

  private isFresh(entry: Entry): boolean {
    if (entry.stamp <= this.contentChangedAt || Date.now() - entry.storedAt >= this.options.maxAgeMs) return false;
    return entry.experiences.every((id) => (this.placesChangedAt.get(id) ?? 0) < entry.stamp);
  }
}

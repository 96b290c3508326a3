// Answers of the public reads (live stock, order status, redeem page), kept briefly so a busy public page costs
// a map lookup instead of a database query, a render and a compression per request
// (docs/decisions.md#public-page-cache-and-the-fast-path).
//
// - Any write through this process's API (dashboard, bot, redeem) drops every entry at once: writes are rare
//   next to reads, and the next read is fresh.
// - Writes this process cannot see (another instance on the same PostgreSQL, the CLI) show after at most
//   `ttlMs` (1 s by default; the live-stock page polls every 10 s).
// - Bounded: at most `maxEntries` answers, the least recently used dropped first.

export interface CachedAnswer {
  status: number;
  /** The JSON body, serialised once. */
  json: string;
  /** The parsed body (the server-rendered pages read it). */
  value: unknown;
}

interface Entry<T> {
  expires: number;
  generation: number;
  value: T;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly generation: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A live entry, or undefined when absent, expired or older than the last write. */
  get(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now() || e.generation !== this.generation()) return undefined;
    return e.value;
  }

  /** The entry even when stale (to reuse work when a fresh read gives the same data). */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, generation: this.generation(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Counts this process's writes; every cache entry remembers the count it was made at. */
export class WriteGeneration {
  private n = 0;
  bump(): void {
    this.n++;
  }
  get current(): number {
    return this.n;
  }
}

// Says yes once per key and time window: a throttled address gets one log entry per window, not one per 429.

export class OncePerWindow {
  readonly #until = new Map<string, number>();

  /** `maxKeys` bounds the memory a flood of distinct keys (rotating addresses) can take. */
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** True the first time `key` is seen in its current window. */
  first(key: string, now = Date.now()): boolean {
    const until = this.#until.get(key);
    if (until !== undefined && until > now) return false;
    if (until !== undefined) this.#until.delete(key);
    if (this.#until.size >= this.maxKeys) this.#evict(now);
    this.#until.set(key, now + this.windowMs);
    return true;
  }

  #evict(now: number): void {
    for (const [key, until] of this.#until) if (until <= now) this.#until.delete(key);
    // Still full of live windows: drop the oldest (a Map iterates in insertion order). At worst such an address
    // is logged once more in its window.
    for (const key of this.#until.keys()) {
      if (this.#until.size < this.maxKeys) break;
      this.#until.delete(key);
    }
  }
}

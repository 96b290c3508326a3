/**
 * What every feature's fixture factories (`<feature>/fixtures.ts`) share: fixed dates around `MOCK_NOW`, ids from a
 * sequence and text from a seeded generator, never Date.now() or Math.random(), so screenshots are stable.
 */

/** The "now" of every fixture; pass it as the screens' `now` prop. */
export const MOCK_NOW = "2026-01-15T12:00:00.000Z";
export const MOCK_NOW_MS = Date.parse(MOCK_NOW);
/** MOCK_NOW in seconds since the epoch, as suggestions and bug reports date themselves. */
export const MOCK_NOW_SECONDS = Math.floor(MOCK_NOW_MS / 1000);
export const MOCK_GUILD_ID = "1100000000000000001";
export const MOCK_TOKEN = "mock-session-token";

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO time `ms` before MOCK_NOW. */
export function mockAgo(ms: number): string {
  return new Date(MOCK_NOW_MS - ms).toISOString();
}

export const ago = {
  seconds: (n: number) => n * SECOND,
  minutes: (n: number) => n * MINUTE,
  hours: (n: number) => n * HOUR,
  days: (n: number) => n * DAY,
};

// mulberry32: a tiny seeded generator, enough for varied but repeatable fixture text.
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One counter per prefix, so ids read naturally: ORD-0001, sug-0001, bug-0001, ...
const sequences = new Map<string, number>();
let random = seeded(42);

/** Restarts ids and generated text, so each story or test sees the same fixtures. */
export function resetFixtureSequence(seed = 42): void {
  sequences.clear();
  random = seeded(seed);
}

export function nextId(prefix: string): string {
  const n = (sequences.get(prefix) ?? 0) + 1;
  sequences.set(prefix, n);
  return `${prefix}-${String(n).padStart(4, "0")}`;
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

// A seeded random sequence (mulberry32: small, fast, the same numbers for the same seed everywhere), for the demo
// store and the fuzz tests, so two runs on two machines see the same data.
export interface SeededRandom {
  /** The next number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  function pick<T>(items: readonly T[]): T {
    return items[int(items.length)] as T;
  }
  return { next, int, chance: (p) => next() < p, pick };
}

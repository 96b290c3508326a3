/** Deterministic Stock & Keys fixtures (stories, tests): counts, their last changes and a key list of any length. */
import { ago, mockAgo } from "../../core/mocks/fixtures.ts";
import type { RedeemKeyRow, StockInfo } from "./contract.ts";
import { KEY_ALPHABET, STOCK_FILES } from "./keyRules.ts";

export function createStockInfo(over: Partial<StockInfo> = {}): StockInfo {
  return {
    stock: {
      oneMonthNitroTokens: 42,
      oneMonthServerBoosts: 120,
      threeMonthNitroTokens: 8,
      threeMonthServerBoosts: 36,
    },
    changes: {
      oneMonthNitroTokens: { by: "bot", at: mockAgo(ago.minutes(4)) },
      oneMonthServerBoosts: { by: "seller", at: mockAgo(ago.hours(3)) },
      threeMonthNitroTokens: { by: "bot", at: mockAgo(ago.days(2)) },
      threeMonthServerBoosts: null,
    },
    ...over,
  };
}

/** A key that looks generated, from a number (the same number gives the same key; mulberry32 steps). */
export function fixtureKey(n: number): string {
  let a = Math.imul(n + 1, 0x9e3779b9) >>> 0;
  let out = "";
  for (let i = 0; i < 20; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    t = (t ^ (t >>> 14)) >>> 0;
    if (i > 0 && i % 5 === 0) out += "-";
    out += KEY_ALPHABET[t & 31];
  }
  return out;
}

/**
 * `count` keys, newest first, one a minute: every third used (the oldest ones), the stocks and amounts in turn.
 * Built in a loop without the seeded sequence, so 50,000 keys take a few milliseconds and the same count gives the
 * same list.
 */
export function createKeyRows(count: number): RedeemKeyRow[] {
  const rows: RedeemKeyRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const used = i % 3 === 2;
    rows[i] = {
      key: fixtureKey(i),
      amount: [14, 28, 2, 6][i % 4] ?? 14,
      stock: STOCK_FILES[i % STOCK_FILES.length] ?? STOCK_FILES[0],
      createdAt: mockAgo(ago.minutes(i + 10)),
      usedAt: used ? mockAgo(ago.minutes(i)) : null,
    };
  }
  return rows;
}

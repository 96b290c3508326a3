import { randomFillSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  apparentEntropyBits,
  GENERATED_KEY_BITS,
  generateKey,
  isLowEntropyKey,
  KEY_ALPHABET,
  parseKeyLines,
  STOCK_FILES,
} from "./keyRules.ts";

const defaults = { amount: 14, stock: "oneMonthBoosts.txt" };

describe("apparent entropy", () => {
  it("rates README-style keys low and generated keys high", () => {
    expect(Math.round(apparentEntropyBits("KEY-1234"))).toBe(49);
    expect(isLowEntropyKey("KEY-1234")).toBe(true);
    expect(isLowEntropyKey("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBe(true);
    expect(isLowEntropyKey("7KQ2M-9XW4T-HB3NP-ZR6CV")).toBe(false);
  });
});

describe("generated keys", () => {
  it("have at least 96 random bits, from the alphabet, grouped by 5", () => {
    expect(GENERATED_KEY_BITS).toBeGreaterThanOrEqual(96);
    const keys = new Set(Array.from({ length: 2000 }, () => generateKey((b) => randomFillSync(b))));
    expect(keys.size).toBe(2000);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
      for (const ch of key.replaceAll("-", "")) expect(KEY_ALPHABET).toContain(ch);
    }
    // Every character is used: 256 random bytes map evenly onto 32.
    const seen = new Set([...keys].join("").replaceAll("-", ""));
    expect(seen.size).toBe(32);
  });
});

describe("parseKeyLines", () => {
  it("reads KEY and KEY,AMOUNT,STOCK lines, skipping blanks, comments and a CSV header", () => {
    const r = parseKeyLines(
      "key,amount,stock\n# mine\nALPHA-KEY-0001\n\nBRAVO-KEY-0002, 28, threeMonthBoosts.txt\n",
      defaults,
    );
    expect(r.errors).toEqual([]);
    expect(r.keys).toEqual([
      { line: 3, key: "ALPHA-KEY-0001", amount: 14, stock: "oneMonthBoosts.txt" },
      { line: 5, key: "BRAVO-KEY-0002", amount: 28, stock: "threeMonthBoosts.txt" },
    ]);
  });

  it("reports every bad line: too short, too long, bad amount, unknown stock, duplicate, already added", () => {
    const text = [
      "SHORT",
      "X".repeat(129),
      "GOOD-KEY-00001,zero",
      "GOOD-KEY-00002,2,weekly.txt",
      "GOOD-KEY-00003",
      "GOOD-KEY-00003",
      "OLD-KEY-000001",
      "bad key here!",
    ].join("\n");
    const r = parseKeyLines(text, defaults, {
      knownStocks: STOCK_FILES,
      exists: (k) => k === "OLD-KEY-000001",
    });
    expect(r.errors.map((e) => [e.line, e.message])).toEqual([
      [1, "too short (5 characters; at least 8)"],
      [2, "too long (129 characters; at most 128)"],
      [3, 'amount "zero" is not a whole number above 0'],
      [
        4,
        'unknown stock "weekly.txt" (one of oneMonthBoosts.txt, threeMonthBoosts.txt, oneMonthNitroTokens.txt, threeMonthNitroTokens.txt)',
      ],
      [6, "duplicate of line 5"],
      [7, "already added"],
      [8, "not a key (letters, digits, - _ . only)"],
    ]);
    expect(r.keys.map((k) => k.key)).toEqual(["GOOD-KEY-00003"]);
    expect(r.lowEntropy).toEqual(["GOOD-KEY-00003"]);
  });
});

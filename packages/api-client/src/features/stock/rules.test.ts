import { describe, expect, it } from "vitest";
import { createKeyRows } from "./fixtures.ts";
import { filterKeys, keysCsv, noKeyFilters, summarizeKeys } from "./rules.ts";

describe("key list rules", () => {
  const keys = createKeyRows(9);

  it("counts used and unused keys", () => {
    expect(summarizeKeys(keys)).toEqual({ total: 9, unused: 6, used: 3 });
  });

  it("filters by a part of the key (any case), state and stock", () => {
    const first = keys[0]?.key ?? "";
    expect(
      filterKeys(keys, { ...noKeyFilters, query: first.slice(3, 9).toLowerCase() }).map((k) => k.key),
    ).toContain(first);
    expect(filterKeys(keys, { ...noKeyFilters, state: "used" }).every((k) => k.usedAt !== null)).toBe(true);
    expect(filterKeys(keys, { ...noKeyFilters, stock: "threeMonthBoosts.txt" }).map((k) => k.stock)).toEqual([
      "threeMonthBoosts.txt",
      "threeMonthBoosts.txt",
    ]);
  });

  it("exports CSV that add-keys reads back, with formula cells neutralised", () => {
    const csv = keysCsv([
      {
        key: "=HYPERLINK(1)",
        amount: 2,
        stock: "oneMonthBoosts.txt",
        createdAt: "2026-01-01T00:00:00.000Z",
        usedAt: null,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "key,amount,stock,state,created,used,order",
      "'=HYPERLINK(1),2,oneMonthBoosts.txt,unused,2026-01-01T00:00:00.000Z,,",
    ]);
  });
});

describe("fixture keys", () => {
  it("are distinct over 50,000", () => {
    expect(new Set(createKeyRows(50_000).map((k) => k.key)).size).toBe(50_000);
  });
});

import { describe, expect, it } from "vitest";
import { createOrderWithStatus } from "../features/orders/fixtures.ts";
import { ORDERS_CSV_HEADER, ordersCsv, toDashboardOrder } from "../features/orders/rules.ts";
import { toCsv } from "./csv.ts";

describe("toCsv (RFC 4180)", () => {
  it("leaves plain cells alone and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["a", 1, true],
        ["b", 2.5, null],
      ]),
    ).toBe("a,1,true\r\nb,2.5,");
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "line\nbreak", "cr\rhere"]])).toBe(
      '"a,b","say ""hi""","line\nbreak","cr\rhere"',
    );
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(toCsv([["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "a=b"]])).toBe(
      "'=1+1,'+SUM(A1),'-2+3,'@cmd,'\tx,a=b",
    );
    // Quoting still applies after the apostrophe.
    expect(toCsv([['=HYPERLINK("x")']])).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("keeps numbers as numbers, negative ones included", () => {
    expect(toCsv([[-3, 0]])).toBe("-3,0");
  });
});

describe("ordersCsv", () => {
  it("writes the header and one row per order with the derived status and rate", () => {
    const order = toDashboardOrder(
      "F-1",
      createOrderWithStatus("partial", { orderId: "=cmd", amount: 8, invite: "https://discord.gg/a,b" }),
      { folderDates: { "F-1": "2026-01-15T10:00:00.000Z" } },
    );
    const labels = { completed: "Completed", partial: "Partial", failed: "Failed" } as const;
    const lines = ordersCsv([order, order], (status) => labels[status]).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(","));
    const row = lines[1]?.split(",") ?? [];
    expect(row[0]).toBe("'=cmd");
    expect(row[1]).toBe("F-1");
    expect(row[2]).toBe("Partial");
    expect(row[3]).toBe("2026-01-15T10:00:00.000Z");
    expect(lines[1]).toContain('"https://discord.gg/a,b"');
    // 8 requested, 2 successful tokens = 4 boosts (50 %), 2 failed tokens = 4 boosts.
    expect(lines[1]).toContain(",8,4,4,50,2,2,");
  });
});

import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatShortTimestamp,
  formatTimestamp,
  fromEpochSeconds,
  isSameDay,
} from "./format.ts";

describe("formatNumber", () => {
  it("uses en-US separators by default", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0)).toBe("0");
  });
  it("follows a given locale", () => {
    expect(formatNumber(1234567, { locale: "de-DE" })).toBe("1.234.567");
  });
  it("groups en-US integers exactly as Intl does, and hands every other number to Intl", () => {
    const intl = new Intl.NumberFormat("en-US");
    const values = [0, -0, 1, -1, 12, 123, 999, 1000, -1000, 9999, 10000, 123456, 1234567, -9876543210];
    values.push(
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
      2 ** 53,
      1e21,
      -1e21,
      1.5,
      -1234.5678,
      0.001,
    );
    values.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    let seed = 12345;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const magnitude = 10 ** (seed % 16);
      values.push(Math.round((seed / 2147483648 - 0.5) * 2 * magnitude));
    }
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});

// ICU versions differ on the space before AM/PM (U+0020 or U+202F); the wording is what matters.
const spaced = (s: string) => s.replace(/\s/g, " ");

describe("dates through Intl", () => {
  const utc = { timeZone: "UTC" };
  const iso = "2026-01-31T14:05:09.000Z";
  it("formats a date", () => {
    expect(formatDate(iso, utc)).toBe("Jan 31, 2026");
  });
  it("formats a date and time", () => {
    expect(spaced(formatDateTime(iso, utc))).toBe("Jan 31, 2026, 2:05 PM");
  });
  it("formats a full timestamp with seconds", () => {
    expect(spaced(formatTimestamp(iso, utc))).toBe("Jan 31, 2026, 2:05:09 PM");
  });
  it("formats a log line's time to the second, without the year", () => {
    expect(spaced(formatShortTimestamp(iso, utc))).toBe("Jan 31, 2:05:09 PM");
  });
  it("is empty for an invalid date", () => {
    expect(formatDate("not a date", utc)).toBe("");
  });
  it("converts epoch seconds", () => {
    expect(fromEpochSeconds(1_700_000_000).toISOString()).toBe("2023-11-14T22:13:20.000Z");
  });
  it("compares calendar days in a time zone", () => {
    expect(isSameDay("2026-01-31T00:00:00Z", "2026-01-31T23:59:59Z", utc)).toBe(true);
    expect(isSameDay("2026-01-31T23:59:59Z", "2026-02-01T00:00:00Z", utc)).toBe(false);
    expect(isSameDay("2026-01-31T23:30:00Z", "2026-02-01T00:30:00Z", { timeZone: "America/New_York" })).toBe(
      true,
    );
  });
});

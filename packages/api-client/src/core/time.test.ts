import { describe, expect, it } from "vitest";
import { lastResetLabel, relativeAge } from "./time.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relativeAge (docs/product.md#limits)", () => {
  it.each([
    [0, "0s ago"],
    [5 * S, "5s ago"],
    [59 * S, "59s ago"],
    [60 * S, "1m ago"],
    [3 * M, "3m ago"],
    [59 * M + 59 * S, "59m ago"],
    [H, "1h ago"],
    [2 * H, "2h ago"],
    [23 * H + 59 * M, "23h ago"],
    [D, "1d ago"],
    [4 * D, "4d ago"],
  ])("%i ms is %s", (ms, text) => {
    expect(relativeAge(ago(ms), now)).toBe(text);
  });

  it("treats a future time as just now", () => {
    expect(relativeAge(new Date(now.getTime() + 5000), now)).toBe("0s ago");
  });
});

describe("lastResetLabel (docs/product.md#settings)", () => {
  it("is Never when absent", () => {
    expect(lastResetLabel(undefined, now)).toBe("Never");
    expect(lastResetLabel(null, now)).toBe("Never");
    expect(lastResetLabel("", now)).toBe("Never");
  });
  it.each([
    [0, "Less than an hour ago"],
    [59 * M, "Less than an hour ago"],
    [H, "1 hour ago"],
    [5 * H, "5 hours ago"],
    [23 * H + 59 * M, "23 hours ago"],
    [D, "1 day ago"],
    [3 * D, "3 days ago"],
  ])("%i ms is %s", (ms, text) => {
    expect(lastResetLabel(ago(ms), now)).toBe(text);
  });
});

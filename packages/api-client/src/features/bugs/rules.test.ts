import { describe, expect, it } from "vitest";
import { bugStats, canMarkFixed } from "./rules.ts";

describe("bugs", () => {
  it("counts total, open, fixed, critical", () => {
    expect(
      bugStats([
        { status: "open", severity: "critical" },
        { status: "fixed", severity: "low" },
        { status: "investigating", severity: "critical" },
      ]),
    ).toEqual({ total: 3, open: 1, fixed: 1, critical: 2 });
  });
  it("offers Mark Fixed for any non-fixed bug", () => {
    expect(canMarkFixed("open")).toBe(true);
    expect(canMarkFixed("closed")).toBe(true);
    expect(canMarkFixed("fixed")).toBe(false);
  });
});

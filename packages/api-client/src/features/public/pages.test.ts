import { describe, expect, it } from "vitest";
import { compilePath, publicPageHref, publicPages, publicReadPaths } from "./pages.ts";

function match(pathname: string) {
  for (const entry of publicPages) {
    const m = compilePath(entry.path).pattern.exec(pathname);
    if (m) return { page: entry.page, groups: m.slice(1) };
  }
  return undefined;
}

describe("publicPages", () => {
  it("matches each page, static segments before parameters", () => {
    expect(match("/api/g1/order/o1/status")).toEqual({ page: "orderStatus", groups: ["g1", "o1"] });
    expect(match("/api/g1/live-stock")).toEqual({ page: "liveStock", groups: ["g1"] });
    expect(match("/api/redeem-order/g1")).toEqual({ page: "redeem", groups: ["g1"] });
    expect(match("/api/redeem/g1")).toEqual({ page: "redeem", groups: ["g1"] });
    expect(match("/api/redeem-order/live-stock")).toEqual({ page: "redeem", groups: ["live-stock"] });
    expect(match("/api/g1/live-stock/extra")).toBeUndefined();
  });

  it("accepts a trailing slash only when asked", () => {
    expect(compilePath("/api/:guildId/live-stock").pattern.test("/api/g/live-stock/")).toBe(false);
    expect(compilePath("/api/:guildId/live-stock", true).pattern.test("/api/g/live-stock/")).toBe(true);
  });

  it("builds links with encoded parameters", () => {
    expect(publicPageHref("orderStatus", { guildId: "a b", orderId: "k/1" })).toBe(
      "/api/a%20b/order/k%2F1/status",
    );
    expect(publicPageHref("redeem", { guildId: "g" })).toBe("/api/redeem-order/g");
  });

  it("lists the public reads' JSON paths under /api", () => {
    expect(publicReadPaths.map((r) => r.path)).toEqual([
      "/api/fetch/redeem-order/:guildId",
      "/api/fetch/:guildId/live-stock",
      "/api/fetch/:guildId/order/:orderId/status",
    ]);
  });
});

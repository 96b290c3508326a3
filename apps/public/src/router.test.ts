import { describe, expect, it } from "vitest";
import { matchPublicRoute } from "./router";

describe("matchPublicRoute", () => {
  it("matches the order status page with both ids", () => {
    expect(matchPublicRoute("/api/123/order/KEY-1/status")).toEqual({
      page: "orderStatus",
      params: { guildId: "123", orderId: "KEY-1" },
    });
  });
  it("matches live stock, with or without a trailing slash", () => {
    expect(matchPublicRoute("/api/123/live-stock")).toEqual({
      page: "liveStock",
      params: { guildId: "123" },
    });
    expect(matchPublicRoute("/api/123/live-stock/")).toEqual({
      page: "liveStock",
      params: { guildId: "123" },
    });
  });
  it("matches find my order's form and a mailed link's page, and nothing deeper", () => {
    const findOrder = { page: "findOrder", params: { guildId: "123" } };
    expect(matchPublicRoute("/api/123/find-order")).toEqual(findOrder);
    expect(matchPublicRoute("/api/123/find-order/AbC_-9")).toEqual(findOrder);
    expect(matchPublicRoute("/api/123/find-order/a/b")).toEqual({ page: "notFound", params: {} });
  });
  it("renders the redeem page for both readings of its path", () => {
    expect(matchPublicRoute("/api/redeem-order/9")).toEqual({ page: "redeem", params: { guildId: "9" } });
    expect(matchPublicRoute("/api/redeem/9")).toEqual({ page: "redeem", params: { guildId: "9" } });
  });
  it("reads a path both patterns fit as the server does: static segments first", () => {
    expect(matchPublicRoute("/api/redeem-order/live-stock")).toEqual({
      page: "redeem",
      params: { guildId: "live-stock" },
    });
  });
  it("decodes escaped segments", () => {
    expect(matchPublicRoute("/api/a%20b/live-stock")).toEqual({
      page: "liveStock",
      params: { guildId: "a b" },
    });
  });
  it("treats everything else, incomplete paths and malformed escapes as not found", () => {
    for (const path of [
      "/",
      "/api/redeem-order/",
      "/api/1/order//status",
      "/api/1/live-stock/x",
      "/api/%E0/live-stock",
    ]) {
      expect(matchPublicRoute(path).page).toBe("notFound");
    }
  });
});

import { describe, expect, it } from "vitest";
import type { Order } from "./contract.ts";
import { createOrderWithStatus } from "./fixtures.ts";
import {
  deriveOrderStatus,
  filterOrdersByStatus,
  formatStockName,
  matchOrders,
  ORDERS_CSV_HEADER,
  orderBoosts,
  orderCsvFields,
  orderCsvRow,
  orderSearchText,
  ordersCsv,
  progressPercent,
  rateTone,
  searchOrders,
  stripTxt,
  successRate,
  summarizeOrders,
  toDashboardOrder,
} from "./rules.ts";

function order(over: Partial<Order> = {}): Order {
  return {
    orderId: "A1",
    guildId: "G1",
    invite: "abc",
    stock: "oneMonthBoosts.txt",
    amount: 4,
    "tokens-used": { success: [], failed: [] },
    ...over,
  };
}

describe("deriveOrderStatus (docs/product.md#order-status-rule)", () => {
  it("is completed when successful tokens x 2 equals the amount exactly", () => {
    expect(deriveOrderStatus(2, 4)).toBe("completed");
  });
  it("is completed above the amount", () => {
    expect(deriveOrderStatus(3, 4)).toBe("completed");
  });
  it("is partial with one short", () => {
    expect(deriveOrderStatus(1, 4)).toBe("partial");
    expect(deriveOrderStatus(1, 3)).toBe("partial");
  });
  it("is failed with no successful token", () => {
    expect(deriveOrderStatus(0, 4)).toBe("failed");
  });
});

describe("successRate", () => {
  it("rounds to a whole percent", () => {
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(1, 3)).toBe(33);
  });
  it("is 0 with no boosts", () => {
    expect(successRate(0, 0)).toBe(0);
  });
  it("is capped at 100", () => {
    expect(successRate(4, 3)).toBe(100);
  });
});

describe("rateTone (docs/product.md#orders)", () => {
  it.each([
    [100, "success"],
    [90, "success"],
    [89, "warning"],
    [50, "warning"],
    [49, "danger"],
    [0, "danger"],
  ] as const)("%i is %s", (rate, tone) => {
    expect(rateTone(rate)).toBe(tone);
  });
});

describe("progressPercent", () => {
  it("is successful over requested", () => {
    expect(progressPercent(2, 4)).toBe(50);
  });
  it("is capped at 100", () => {
    expect(progressPercent(6, 4)).toBe(100);
  });
  it("handles nothing requested", () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("stock names", () => {
  it("drops .txt for the public Type", () => {
    expect(stripTxt("oneMonthBoosts.txt")).toBe("oneMonthBoosts");
    expect(stripTxt("plain")).toBe("plain");
  });
  it("splits camel case into words for the Orders page", () => {
    expect(formatStockName("oneMonthBoosts.txt")).toBe("One Month Boosts");
    expect(formatStockName("threeMonthNitroTokens.txt")).toBe("Three Month Nitro Tokens");
    expect(formatStockName("3MonthBoosts.txt")).toBe("3 Month Boosts");
    expect(formatStockName("boosts")).toBe("Boosts");
  });
});

describe("orders on the dashboard", () => {
  it("derives status and createdAt from the folder list", () => {
    const o = toDashboardOrder("f1", order({ "tokens-used": { success: ["a", "b"], failed: [] } }), {
      folderDates: { f1: "2026-01-02T00:00:00.000Z" },
    });
    expect(o).toMatchObject({ folderId: "f1", status: "completed", createdAt: "2026-01-02T00:00:00.000Z" });
  });

  it("counts boosts per order (2 per token)", () => {
    expect(orderBoosts(order({ amount: 6, "tokens-used": { success: ["a", "b"], failed: ["c"] } }))).toEqual({
      requested: 6,
      successful: 4,
      failed: 2,
      rate: 67,
    });
  });

  it("summarizes: success rate is successful boosts over ordered boosts", () => {
    const orders = [
      toDashboardOrder("1", order({ amount: 4, "tokens-used": { success: ["a", "b"], failed: [] } })),
      toDashboardOrder("2", order({ amount: 1000, "tokens-used": { success: [], failed: ["x"] } })),
    ];
    expect(summarizeOrders(orders)).toEqual({
      totalOrders: 2,
      successRate: 0,
      totalBoosts: 1004,
      completed: 1,
    });
    expect(summarizeOrders([])).toEqual({ totalOrders: 0, successRate: 0, totalBoosts: 0, completed: 0 });
  });

  it("summarizes: unfinished orders count as orders and boosts, never against the success rate", () => {
    const finished = toDashboardOrder(
      "1",
      order({ amount: 4, "tokens-used": { success: ["a"], failed: [] } }),
    );
    const pending = toDashboardOrder("2", order({ amount: 100, status: "pending" }));
    const processing = toDashboardOrder("3", order({ amount: 10, status: "processing" }));
    // 2 of 4 finished boosts: 50 %, as if the unfinished orders were not there.
    expect(summarizeOrders([finished, pending, processing])).toEqual({
      totalOrders: 3,
      successRate: 50,
      totalBoosts: 114,
      completed: 0,
    });
    // Nothing finished: 0, not a failure rate.
    expect(summarizeOrders([pending, processing]).successRate).toBe(0);
  });

  it("takes the server's status over the tokens, and derives it for a server without one", () => {
    expect(toDashboardOrder("p", order({ status: "pending" })).status).toBe("pending");
    expect(toDashboardOrder("q", order({ status: "processing" })).status).toBe("processing");
    expect(toDashboardOrder("r", order()).status).toBe("failed");
  });

  it("searches orderId, guildId, invite and stock, case-insensitively", () => {
    const list = [
      order({ orderId: "ORD-1" }),
      order({ orderId: "x", guildId: "GuildTwo" }),
      order({ orderId: "y", invite: "MyInvite" }),
      order({ orderId: "z", stock: "threeMonth.txt" }),
    ];
    expect(searchOrders(list, "ord-1").map((o) => o.orderId)).toEqual(["ORD-1"]);
    expect(searchOrders(list, "guildtwo").map((o) => o.orderId)).toEqual(["x"]);
    expect(searchOrders(list, "MYINVITE").map((o) => o.orderId)).toEqual(["y"]);
    expect(searchOrders(list, "threemonth").map((o) => o.orderId)).toEqual(["z"]);
    // As the card words the stock: 'Three Month'.
    expect(searchOrders(list, "three month").map((o) => o.orderId)).toEqual(["z"]);
    expect(searchOrders(list, "Three Month").map((o) => o.orderId)).toEqual(["z"]);
    expect(searchOrders(list, "  ")).toHaveLength(4);
    expect(searchOrders(list, "nothing")).toEqual([]);
  });

  it("filters by status", () => {
    const list = [{ status: "completed" as const }, { status: "failed" as const }];
    expect(filterOrdersByStatus(list, "all")).toHaveLength(2);
    expect(filterOrdersByStatus(list, "failed")).toEqual([{ status: "failed" }]);
  });

  it("keeps what the search and the status filter both keep, in the order given", () => {
    const list = [
      { ...order({ orderId: "ORD-1" }), status: "completed" as const },
      { ...order({ orderId: "ORD-2" }), status: "failed" as const },
      { ...order({ orderId: "X-3" }), status: "failed" as const },
    ];
    const ids = (kept: readonly { orderId: string }[]) => kept.map((o) => o.orderId);
    expect(ids(matchOrders(list, {}))).toEqual(["ORD-1", "ORD-2", "X-3"]);
    expect(ids(matchOrders(list, { q: "ord" }))).toEqual(["ORD-1", "ORD-2"]);
    expect(ids(matchOrders(list, { status: "failed" }))).toEqual(["ORD-2", "X-3"]);
    expect(ids(matchOrders(list, { q: "ord", status: "failed" }))).toEqual(["ORD-2"]);
  });
});

describe("order search index", () => {
  it("matches any of the four fields, case-insensitively, never across two fields", () => {
    const o = order({
      orderId: "AbC-1",
      guildId: "999",
      invite: "discord.gg/XyZ",
      stock: "oneMonthBoosts.txt",
    });
    expect(searchOrders([o], "abc").length).toBe(1);
    expect(searchOrders([o], " XYZ ").length).toBe(1);
    expect(searchOrders([o], "monthboosts").length).toBe(1);
    expect(searchOrders([o], "1999").length).toBe(0);
    expect(searchOrders([o], "One Month Boosts").length).toBe(1);
    expect(orderSearchText(o)).toBe(orderSearchText(o));
  });

  it("matches a storefront order's invoice id, and leaves the text of an order without one as it was", () => {
    const fields = { orderId: "O-1", guildId: "999", invite: "inv", stock: "oneMonthBoosts.txt" };
    const shop = { ...fields, invoiceId: "INV-7f3a9C21" };
    expect(searchOrders([shop], "inv-7F3A9c21").length).toBe(1);
    // Never across the stock's name and the invoice id.
    expect(searchOrders([shop], "boostsinv").length).toBe(0);
    expect(orderSearchText({ ...fields, invoiceId: null })).toBe(orderSearchText({ ...fields }));
    expect(orderSearchText(shop)).toBe(`${orderSearchText({ ...fields })}\u0000inv-7f3a9c21`);
  });
});

describe("ordersCsv", () => {
  it("writes the header and one row per order with the derived status and rate", () => {
    const order = toDashboardOrder(
      "F-1",
      createOrderWithStatus("partial", { orderId: "=cmd", amount: 8, invite: "https://discord.gg/a,b" }),
      { folderDates: { "F-1": "2026-01-15T10:00:00.000Z" } },
    );
    const labels = {
      completed: "Completed",
      partial: "Partial",
      failed: "Failed",
      pending: "Pending",
      processing: "Processing",
    } as const;
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

  it("leaves an unfinished order's rate empty and writes the step times", () => {
    const pending = toDashboardOrder("P-1", createOrderWithStatus("pending", { amount: 14 }));
    const processing = toDashboardOrder(
      "P-2",
      createOrderWithStatus("processing", { amount: 4, claimedAt: "2026-01-15T10:01:00.000Z" }),
    );
    const lines = ordersCsv([pending, processing], (status) => status.toUpperCase()).split("\r\n");
    const rows = lines.slice(1).map((line) => line.split(","));
    const at = (name: (typeof ORDERS_CSV_HEADER)[number]) => ORDERS_CSV_HEADER.indexOf(name);
    expect(rows[0]?.[at("Status")]).toBe("PENDING");
    expect(rows[0]?.[at("Success Rate (%)")]).toBe("");
    expect(rows[0]?.[at("Claimed At")]).toBe("");
    expect(rows[1]?.[at("Status")]).toBe("PROCESSING");
    expect(rows[1]?.[at("Success Rate (%)")]).toBe("");
    expect(rows[1]?.[at("Claimed At")]).toBe("2026-01-15T10:01:00.000Z");
    expect(rows[1]?.[at("Reported At")]).toBe("");
  });

  it("writes a storefront's invoice id in the last column, empty for an order no storefront made", () => {
    const plain = toDashboardOrder("P-1", createOrderWithStatus("pending", { amount: 14 }));
    const bought = {
      ...toDashboardOrder("S-1", createOrderWithStatus("pending")),
      invoiceId: "=INV-7f3a9c21",
    };
    const lines = ordersCsv([plain, bought], (status) => status).split("\r\n");
    // After every older column; only the replacements' link (docs/decisions.md#replacements) comes after it.
    const invoice = ORDERS_CSV_HEADER.indexOf("Invoice ID");
    expect(invoice).toBe(ORDERS_CSV_HEADER.indexOf("Reported At") + 1);
    expect(lines[0]?.split(",")[invoice]).toBe("Invoice ID");
    expect(lines[1]?.split(",")[invoice]).toBe("");
    // The injection guard covers it like every cell.
    expect(lines[2]?.split(",")[invoice]).toBe("'=INV-7f3a9c21");
    expect(orderCsvRow({ ...orderCsvFields(plain), invoiceId: "sx-3c9d1e" }, String)[invoice]).toBe(
      "sx-3c9d1e",
    );
  });

  it("writes the replacements' link both ways in the last two columns", () => {
    const original = {
      ...toDashboardOrder("O-1", createOrderWithStatus("completed")),
      replacements: ["O-1-r1", "O-1-r2"],
    };
    const replacement = {
      ...toDashboardOrder("O-1-r1", createOrderWithStatus("pending")),
      replacementOf: "O-1",
    };
    const plain = toDashboardOrder("P-1", createOrderWithStatus("completed"));
    const lines = ordersCsv([original, replacement, plain], String).split("\r\n");
    expect(lines[0]?.split(",").slice(-2)).toEqual(["Replacement Of", "Replacements"]);
    expect(lines[1]?.split(",").slice(-2)).toEqual(["", "O-1-r1 O-1-r2"]);
    expect(lines[2]?.split(",").slice(-2)).toEqual(["O-1", ""]);
    expect(lines[3]?.split(",").slice(-2)).toEqual(["", ""]);
  });

  it("leaves replacements out of the cards: they are not sales", () => {
    const sale = toDashboardOrder("S-1", createOrderWithStatus("completed", { amount: 4 }));
    const failedReplacement = {
      ...toDashboardOrder("S-1-r1", createOrderWithStatus("failed", { amount: 4 })),
      replacementOf: "S-1",
    };
    expect(summarizeOrders([sale, failedReplacement])).toEqual(summarizeOrders([sale]));
  });
});

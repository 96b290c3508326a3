// The seller's replacement calls and the Orders filter, against the mock backend (the stories' answers).
import { describe, expect, it } from "vitest";
import { isApiError } from "../../core/apiError.ts";
import { resetMockStore } from "../../core/mocks/all.ts";
import { startMockServer } from "../../core/testing/mockServer.ts";
import { getOrdersPage, getOrdersSummary } from "../orders/api.ts";
import { filterKey, ordersQueryOf } from "../orders/queries.ts";
import {
  approveReplacement,
  declineReplacement,
  getWarranty,
  listReplacements,
  startReplacement,
  updateWarranty,
} from "./api.ts";
import { replacementMessages } from "./texts.ts";

startMockServer();

async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("The call was not refused");
}

describe("the Replacement requested filter", () => {
  it("is asked as replacement=requested, and told apart from the unfiltered list", () => {
    const filtered = ordersQueryOf({ query: " ", status: "all", replacement: true });
    expect(filtered).toEqual({ replacement: "requested" });
    expect(ordersQueryOf({ query: "", status: "all" })).toEqual({});
    expect(filterKey(filtered)).not.toBe(filterKey({}));
  });

  it("keeps the orders with an open request, in the cards and the pages", async () => {
    resetMockStore();
    const page = await getOrdersPage({ replacement: "requested" }, {});
    expect(page.orders.map((o) => o.orderId)).toEqual(["ORD-0003"]);
    expect((await getOrdersSummary({ replacement: "requested" }, {})).totalOrders).toBe(1);
    await declineReplacement("rr-1", "Still boosted", {});
    expect((await getOrdersPage({ replacement: "requested" }, {})).orders).toEqual([]);
  });
});

describe("the seller's replacement calls", () => {
  it("approve within the limit, and above it only with override", async () => {
    resetMockStore();
    expect((await listReplacements("open", {})).map((r) => r.orderId)).toEqual(["ORD-0003"]);
    expect(await refusal(approveReplacement("rr-1", { amount: 30 }, {}))).toEqual({
      status: 400,
      message: replacementMessages.overLimitSeller(28),
    });
    const done = await approveReplacement("rr-1", { amount: 30, override: true }, {});
    expect(done.message).toBe(replacementMessages.approved(30, "ORD-0003-r1"));
    expect(done.request).toMatchObject({ status: "approved", approvedAmount: 30, override: true });
    expect(await listReplacements("open", {})).toEqual([]);
    expect(await refusal(declineReplacement("rr-1", "late", {}))).toEqual({
      status: 409,
      message: replacementMessages.alreadyDecided,
    });
  });

  it("decline only with a reason", async () => {
    resetMockStore();
    expect(await refusal(declineReplacement("rr-1", "   ", {}))).toEqual({
      status: 400,
      message: replacementMessages.reasonRequired,
    });
    expect((await declineReplacement("rr-1", "All boosts are in place", {})).request).toMatchObject({
      status: "declined",
      reason: "All boosts are in place",
    });
  });

  it("start one on an order without an open request", async () => {
    resetMockStore();
    expect(await refusal(startReplacement("ORD-0003", { amount: 1 }, {}))).toEqual({
      status: 409,
      message: replacementMessages.openRequestExists,
    });
    const started = await startReplacement("ORD-0001", { amount: 2, note: "dropped" }, {});
    expect(started.message).toBe(replacementMessages.started(2, "ORD-0001-r1"));
  });

  it("save a stock type's policy and keep the others", async () => {
    resetMockStore();
    const before = await getWarranty({});
    const saved = await updateWarranty(
      [{ stock: "oneMonthBoosts.txt", windowDays: 0, maxSharePercent: 50, approval: "bot" }],
      {},
    );
    expect(saved.policies.find((p) => p.stock === "oneMonthBoosts.txt")).toEqual({
      stock: "oneMonthBoosts.txt",
      windowDays: 0,
      maxSharePercent: 50,
      approval: "bot",
    });
    expect(saved.policies.filter((p) => p.stock !== "oneMonthBoosts.txt")).toEqual(
      before.policies.filter((p) => p.stock !== "oneMonthBoosts.txt"),
    );
  });
});

import { describe, expect, it } from "vitest";
import { type LatestRequestRead, publicWarrantyView } from "./publicWarranty.ts";
import { defaultPolicy, warrantyStanding } from "./rules.ts";
import { replacementMessages } from "./texts.ts";

const DAY = 86_400_000;
const now = Date.parse("2026-01-15T12:00:00.000Z");
const policy = defaultPolicy("oneMonthBoosts.txt");
const order = {
  status: "completed" as const,
  amount: 10,
  successfulTokens: 5,
  reportedAt: now - DAY,
  replacementOf: null,
};

const request: LatestRequestRead = {
  status: "approved",
  replacementStatus: "processing",
  amount: 2,
  approvedAmount: 2,
  note: "Two dropped",
  reason: null,
  requestedAt: "2026-01-15T10:00:00.000Z",
  decidedAt: "2026-01-15T11:00:00.000Z",
  orderId: "ORD-1-r1",
  deliveredAt: null,
};

describe("publicWarrantyView", () => {
  it("shows the policy, the window's end and what may be asked for, with no message while a request can be made", () => {
    const view = publicWarrantyView(null, policy, warrantyStanding(order, policy, 0, now), undefined);
    expect(view).toEqual({
      replacementOf: null,
      warranty: {
        windowDays: 15,
        maxSharePercent: 100,
        approval: "seller",
        until: new Date(now - DAY + 15 * DAY).toISOString(),
        maxRequest: 10,
        reason: null,
        message: null,
      },
      replacement: null,
    });
  });

  it("offers nothing when no request can be made, and says why in the customer's words", () => {
    const closed = warrantyStanding({ ...order, reportedAt: now - 16 * DAY }, policy, 0, now);
    const view = publicWarrantyView(null, policy, closed, undefined);
    expect(view.warranty.maxRequest).toBe(0);
    expect(view.warranty.reason).toBe("windowClosed");
    expect(view.warranty.message).toBe(replacementMessages.windowClosed(now - DAY));
    const unfinished = warrantyStanding({ ...order, status: "pending", reportedAt: null }, policy, 0, now);
    expect(publicWarrantyView(null, policy, unfinished, undefined).warranty).toMatchObject({
      until: null,
      maxRequest: 0,
      message: replacementMessages.unfinished,
    });
  });

  it("shows the latest request as a step of the timeline: its replacement order's progress once approved", () => {
    const standing = warrantyStanding(order, policy, 2, now);
    expect(publicWarrantyView(null, policy, standing, request).replacement).toEqual({
      stage: "delivering",
      amount: 2,
      approvedAmount: 2,
      note: "Two dropped",
      reason: null,
      requestedAt: request.requestedAt,
      decidedAt: request.decidedAt,
      orderId: "ORD-1-r1",
      deliveredAt: null,
    });
    const open = { ...request, status: "open" as const, replacementStatus: null, orderId: null };
    expect(publicWarrantyView(null, policy, standing, open).replacement?.stage).toBe("requested");
  });

  it("carries a replacement's original order, which has no warranty of its own", () => {
    const standing = warrantyStanding({ ...order, replacementOf: "ORD-1" }, policy, 0, now);
    const view = publicWarrantyView("ORD-1", policy, standing, undefined);
    expect(view.replacementOf).toBe("ORD-1");
    expect(view.warranty.message).toBe(replacementMessages.isReplacement);
  });
});

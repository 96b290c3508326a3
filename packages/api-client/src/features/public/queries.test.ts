import { describe, expect, it } from "vitest";
import type { PublicOrderStatus } from "./contract.ts";
import { isStatusChanging, publicOrderStatusQuery } from "./queries.ts";

type Changing = Pick<PublicOrderStatus, "status" | "replacement">;
const request = (stage: NonNullable<PublicOrderStatus["replacement"]>["stage"]) => ({
  stage,
  amount: 2,
  approvedAmount: null,
  note: null,
  reason: null,
  requestedAt: "2026-01-20T09:00:00.000Z",
  decidedAt: null,
  orderId: null,
  deliveredAt: null,
});

describe("the order status page asks again while something may change by itself", () => {
  it("while the order or its replacement is on its way, or a request waits for the seller", () => {
    const cases: [Changing, boolean][] = [
      [{ status: "pending" }, true],
      [{ status: "processing", replacement: null }, true],
      [{ status: "completed" }, false],
      [{ status: "partial", replacement: null }, false],
      [{ status: "completed", replacement: request("requested") }, true],
      [{ status: "completed", replacement: request("approved") }, true],
      [{ status: "partial", replacement: request("delivering") }, true],
      [{ status: "completed", replacement: request("delivered") }, false],
      [{ status: "completed", replacement: request("declined") }, false],
    ];
    for (const [data, changing] of cases) expect(isStatusChanging(data), JSON.stringify(data)).toBe(changing);
  });

  it("polls every interval while changing and stops once nothing will change", () => {
    const options = publicOrderStatusQuery("1", "ORD-1", 1_000);
    const interval = options.refetchInterval;
    if (typeof interval !== "function") throw new Error("the interval should depend on the answer");
    const at = (data: Changing | undefined) =>
      interval({ state: { status: "success", data, error: null } } as unknown as Parameters<
        typeof interval
      >[0]);
    expect(at({ status: "completed", replacement: request("requested") })).toBe(1_000);
    expect(at({ status: "completed", replacement: request("delivered") })).toBe(false);
    expect(at({ status: "completed" })).toBe(false);
    expect(at(undefined)).toBe(1_000);
  });
});

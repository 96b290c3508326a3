/** Replacements fixtures for stories and tests: the default policies and a request in each state. */
import { DAY, HOUR, MOCK_NOW_MS, mockAgo } from "../../core/mocks/fixtures.ts";
import { STOCK_FILES } from "../stock/keyRules.ts";
import type { ReplacementRequest, WarrantyPolicyBody } from "./contract.ts";
import { defaultPolicy } from "./rules.ts";

export function createWarrantyPolicies(): WarrantyPolicyBody[] {
  return STOCK_FILES.map((stock) => ({ ...defaultPolicy(stock), stock }));
}

export function createReplacementRequest(over: Partial<ReplacementRequest> = {}): ReplacementRequest {
  return {
    id: "rr-1",
    orderId: "ORD-0003",
    amount: 2,
    note: "Two boosts dropped this morning",
    status: "open",
    source: "customer",
    createdAt: mockAgo(2 * HOUR),
    decidedAt: null,
    decidedBy: null,
    reason: null,
    approvedAmount: null,
    override: false,
    replacementOrderId: null,
    replacementStatus: null,
    order: {
      stock: "oneMonthBoosts.txt",
      amount: 28,
      status: "completed",
      delivered: 28,
      replaced: 0,
      maxWithoutOverride: 28,
      warrantyUntil: new Date(MOCK_NOW_MS + 10 * DAY).toISOString(),
    },
    ...over,
  };
}

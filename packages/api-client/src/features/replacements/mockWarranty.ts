// The mock backend's warranty answers, by the server's own rules (rules.ts): what the status page shows of an order's
// policy and latest request, and whether a customer's request would be accepted.
import { MOCK_NOW, MOCK_NOW_MS } from "../../core/mocks/fixtures.ts";
import type { MockState } from "../../core/mocks/state.ts";
import type { MockOrderFolder } from "../orders/fixtures.ts";
import { deriveOrderStatus } from "../orders/rules.ts";
import { isFinishedStatus } from "../orders/statuses.ts";
import { publicWarrantyView } from "./publicWarranty.ts";
import { defaultPolicy, replacementCarries, warrantyStanding } from "./rules.ts";

/** An order's standing in the mock store: its policy, and what may still be asked for. */
export function mockStanding(store: MockState, folder: MockOrderFolder) {
  const { order } = folder;
  const status = order.status ?? deriveOrderStatus(order["tokens-used"].success.length, order.amount);
  const reportedAt = order.reportedAt ?? (isFinishedStatus(status) ? folder.createdAt : null);
  const policy =
    store.replacements.policies.find((p) => p.stock === order.stock) ?? defaultPolicy(order.stock);
  const replaced = store.orders
    .filter((f) => f.order.replacementOf === order.orderId)
    .reduce(
      (sum, f) =>
        sum +
        replacementCarries({
          status: f.order.status ?? "pending",
          amount: f.order.amount,
          successfulTokens: f.order["tokens-used"].success.length,
        }),
      0,
    );
  const standing = warrantyStanding(
    {
      status,
      amount: order.amount,
      successfulTokens: order["tokens-used"].success.length,
      reportedAt: reportedAt === null ? null : Date.parse(reportedAt),
      replacementOf: order.replacementOf ?? null,
    },
    policy,
    replaced,
    MOCK_NOW_MS,
  );
  return { policy, standing };
}

/** The status page's replacement fields of an order (the server's `publicWarranty`). */
export function mockPublicWarranty(store: MockState, folder: MockOrderFolder) {
  const { policy, standing } = mockStanding(store, folder);
  const latest = store.replacements.requests.find((r) => r.orderId === folder.order.orderId);
  const made = store.orders.find((f) => f.order.orderId === latest?.replacementOrderId)?.order;
  return publicWarrantyView(
    folder.order.replacementOf ?? null,
    policy,
    standing,
    latest && {
      status: latest.status,
      replacementStatus: made?.status ?? latest.replacementStatus,
      amount: latest.amount,
      approvedAmount: latest.approvedAmount,
      note: latest.note,
      reason: latest.reason,
      requestedAt: latest.createdAt,
      decidedAt: latest.decidedAt,
      orderId: latest.replacementOrderId,
      deliveredAt: made?.reportedAt ?? (latest.replacementStatus === "completed" ? MOCK_NOW : null),
    },
  );
}

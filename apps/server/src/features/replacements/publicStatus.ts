// What the order status page shows of replacements (docs/decisions.md#replacements): the policy in force for the
// order's stock type, what the customer may request now, and their latest request as a step of the order's timeline.
import { requestStage } from "@boostdash/api-client/replacements/rules";
import { ineligibleMessage } from "@boostdash/api-client/replacements/texts";
import type { Store } from "../../store.ts";
import { isoOrNull } from "../handlerKit.ts";
import type { Order } from "../orders/orderRepository.ts";
import { ReplacementRepository } from "./replacementRepository.ts";

export async function publicWarranty(store: Store, sellerId: string, o: Order, now = Date.now()) {
  const repo = new ReplacementRepository(store.db);
  const found = await repo.standing(sellerId, o.orderId, now);
  if (!found) return {};
  const { policy, standing } = found;
  const latest = o.replacementOf ? undefined : await repo.latestRequest(sellerId, o.orderId);
  const made = latest?.replacementOrderId
    ? (await repo.ordersById(sellerId, [latest.replacementOrderId])).get(latest.replacementOrderId)
    : undefined;
  return {
    replacementOf: o.replacementOf ?? null,
    warranty: {
      windowDays: policy.windowDays,
      maxSharePercent: policy.maxSharePercent,
      approval: policy.approval,
      until: isoOrNull(standing.until),
      maxRequest: standing.reason === null ? standing.maxRequest : 0,
      reason: standing.reason,
      message:
        standing.reason === null
          ? null
          : ineligibleMessage(standing.reason, standing.until, standing.maxRequest),
    },
    replacement: latest
      ? {
          stage: requestStage(latest.status, made?.status ?? null),
          amount: latest.amount,
          approvedAmount: latest.approvedAmount,
          note: latest.note,
          reason: latest.reason,
          requestedAt: new Date(latest.createdAt).toISOString(),
          decidedAt: isoOrNull(latest.decidedAt),
          orderId: latest.replacementOrderId,
          deliveredAt: isoOrNull(made?.reportedAt ?? null),
        }
      : null,
  };
}

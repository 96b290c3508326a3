// What the order status page shows of replacements (docs/decisions.md#replacements): the policy in force for the
// order's stock type, what the customer may request now, and their latest request as a step of the order's timeline.
import { publicWarrantyView } from "@boostdash/api-client/replacements/publicWarranty";
import type { Store } from "../../store.ts";
import { isoOrNull } from "../handlerKit.ts";
import type { Order } from "../orders/orderRepository.ts";
import { ReplacementRepository } from "./replacementRepository.ts";

export async function publicWarranty(store: Store, sellerId: string, o: Order, now = Date.now()) {
  const repo = new ReplacementRepository(store.db);
  const found = await repo.standing(sellerId, o.orderId, now);
  if (!found) return {};
  const latest = o.replacementOf ? undefined : await repo.latestRequest(sellerId, o.orderId);
  const made = latest?.replacementOrderId
    ? (await repo.ordersById(sellerId, [latest.replacementOrderId])).get(latest.replacementOrderId)
    : undefined;
  return publicWarrantyView(
    o.replacementOf ?? null,
    found.policy,
    found.standing,
    latest && {
      status: latest.status,
      replacementStatus: made?.status ?? null,
      amount: latest.amount,
      approvedAmount: latest.approvedAmount,
      note: latest.note,
      reason: latest.reason,
      requestedAt: new Date(latest.createdAt).toISOString(),
      decidedAt: isoOrNull(latest.decidedAt),
      orderId: latest.replacementOrderId,
      deliveredAt: isoOrNull(made?.reportedAt ?? null),
    },
  );
}

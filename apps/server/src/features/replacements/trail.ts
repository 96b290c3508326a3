// An order's trail (docs/decisions.md#sessions-and-the-trail): its replacement requests as who asked, started,
// approved or declined them, for the order dialog's timeline.
import { BOT_ACTOR, CUSTOMER_ACTOR, type TrailActor } from "@boostdash/api-client/admin/trail";
import type { OrderTrailEvent } from "@boostdash/api-client/orders/contract";
import { iso } from "../handlerKit.ts";
import { storedActor } from "../logs/trail.ts";
import type { RequestRow } from "./replacementRepository.ts";

/**
 * Who decided a request. A decision made before the trail kept people has only a name: "bot", or the seller, who was
 * then the store's only person, its owner.
 */
function deciderOf(r: RequestRow): TrailActor {
  const stored = storedActor(r.decidedByKind, r.decidedById, r.decidedBy, r.decidedByRole);
  if (stored) return stored;
  if (r.decidedBy === "bot") return BOT_ACTOR;
  return { kind: "owner", id: r.sellerId, name: r.decidedBy ?? "", role: "owner" };
}

export function orderTrail(rows: readonly RequestRow[]): OrderTrailEvent[] {
  return rows.flatMap((r): OrderTrailEvent[] => {
    if (r.source === "seller") {
      return [
        {
          at: iso(r.createdAt),
          action: "replacement_started",
          by: deciderOf(r),
          amount: r.approvedAmount ?? r.amount,
          reason: null,
        },
      ];
    }
    const asked: OrderTrailEvent = {
      at: iso(r.createdAt),
      action: "replacement_requested",
      by: CUSTOMER_ACTOR,
      amount: r.amount,
      reason: null,
    };
    if (r.decidedAt === null || (r.status !== "approved" && r.status !== "declined")) return [asked];
    return [
      asked,
      {
        at: iso(r.decidedAt),
        action: r.status === "approved" ? "replacement_approved" : "replacement_declined",
        by: deciderOf(r),
        amount: r.status === "approved" ? r.approvedAmount : null,
        reason: r.status === "declined" ? r.reason : null,
      },
    ];
  });
}

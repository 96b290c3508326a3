/**
 * What the order status page shows of replacements (docs/decisions.md#replacements): the policy in force, what the
 * customer may request now, and their latest request as a step of the order's timeline. One rule for the server
 * (`publicWarranty`) and the mock backend (`mockPublicWarranty`), each handing in what it read. Pure, without zod.
 */
import type { OrderStatus } from "../orders/statuses.ts";
import type { PublicReplacement, PublicWarranty } from "../public/contract.ts";
import { type RequestStatus, requestStage, type WarrantyPolicy, type WarrantyStanding } from "./rules.ts";
import { ineligibleMessage } from "./texts.ts";

/** The latest request of an order, as read: its own fields, and its replacement order's progress. */
export interface LatestRequestRead {
  status: RequestStatus;
  /** The replacement order's status; null while none was made. */
  replacementStatus: OrderStatus | null;
  amount: number;
  approvedAmount: number | null;
  note: string | null;
  reason: string | null;
  /** ISO 8601. */
  requestedAt: string;
  decidedAt: string | null;
  /** The replacement order's id, once approved. */
  orderId: string | null;
  /** When the replacement order was delivered (ISO 8601); null until then. */
  deliveredAt: string | null;
}

export interface PublicWarrantyView {
  replacementOf: string | null;
  warranty: PublicWarranty;
  replacement: PublicReplacement | null;
}

export function publicWarrantyView(
  replacementOf: string | null,
  policy: WarrantyPolicy,
  standing: WarrantyStanding,
  latest: LatestRequestRead | undefined,
): PublicWarrantyView {
  return {
    replacementOf,
    warranty: {
      windowDays: policy.windowDays,
      maxSharePercent: policy.maxSharePercent,
      approval: policy.approval,
      until: standing.until === null ? null : new Date(standing.until).toISOString(),
      maxRequest: standing.reason === null ? standing.maxRequest : 0,
      reason: standing.reason,
      message:
        standing.reason === null
          ? null
          : ineligibleMessage(standing.reason, standing.until, standing.maxRequest),
    },
    replacement: latest
      ? {
          stage: requestStage(latest.status, latest.replacementStatus),
          amount: latest.amount,
          approvedAmount: latest.approvedAmount,
          note: latest.note,
          reason: latest.reason,
          requestedAt: latest.requestedAt,
          decidedAt: latest.decidedAt,
          orderId: latest.orderId,
          deliveredAt: latest.deliveredAt,
        }
      : null,
  };
}

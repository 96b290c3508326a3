// Replacements under warranty (docs/decisions.md#replacements): the customer's request beside the status page, the
// seller's policies and decisions, the bot's verification. Each step is told once to the live stream, the outbound
// notifications and the admin log.
import { BOT_ACTOR, CUSTOMER_ACTOR } from "@boostdash/api-client/admin/trail";
import type { ReplacementRequest } from "@boostdash/api-client/replacements/contract";
import { REPLACEMENTS_LIST_MAX } from "@boostdash/api-client/replacements/contract";
import { ineligibleMessage, replacementMessages } from "@boostdash/api-client/replacements/texts";
import { redeemBudgetMessages } from "@boostdash/api-client/stock/texts";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http.ts";
import { clientMeta } from "../../requestMeta.ts";
import type { SessionActor } from "../auth/authRepository.ts";
import { orderEvent } from "../events/hub.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  iso,
  isoOrNull,
  publicSeller,
  type RequestLogger,
} from "../handlerKit.ts";
import { callerTrailActor, rememberActor } from "../logs/trail.ts";
import { notifications, type ReplacementNotice } from "../notifications/notifier.ts";
import { redeemCaptchaFor } from "../redeem/failureBudget.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import {
  type Decider,
  type Decision,
  type DecisionRefusal,
  ReplacementRepository,
  type RequestRow,
} from "./replacementRepository.ts";

/** A refused decision as its HTTP answer: state conflicts are 409, limits 400, the bot's lack of rights 403. */
function refusal(r: DecisionRefusal): HttpError {
  switch (r.refused) {
    case "notFound":
      return new HttpError(404, replacementMessages.requestNotFound);
    case "orderNotFound":
      return new HttpError(404, replacementMessages.orderNotFound);
    case "decided":
      return new HttpError(409, replacementMessages.alreadyDecided);
    case "openRequest":
      return new HttpError(409, replacementMessages.openRequestExists);
    case "botNotAllowed":
      return new HttpError(403, replacementMessages.botNotAllowed);
    case "isReplacement":
      return new HttpError(400, replacementMessages.isReplacement);
    case "outsideWindow":
      return new HttpError(400, replacementMessages.outsideWindow(r.until));
    case "overLimit":
      return new HttpError(400, replacementMessages.overLimitSeller(r.max));
  }
}

export function replacementHandlers(
  deps: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  | "requestReplacement"
  | "getWarranty"
  | "updateWarranty"
  | "listReplacements"
  | "approveReplacement"
  | "declineReplacement"
  | "startReplacement"
  | "botListReplacements"
  | "botApproveReplacement"
> {
  const { store, events } = deps;
  const repo = new ReplacementRepository(store.db);
  const captcha = redeemCaptchaFor(deps.config, store, deps.captcha);

  /** A request as the seller's list and the bot read it, with its order's standing now. */
  async function describe(sellerId: string, rows: readonly RequestRow[], now = Date.now()) {
    const made = await repo.ordersById(
      sellerId,
      rows.flatMap((r) => (r.replacementOrderId ? [r.replacementOrderId] : [])),
    );
    const out: (ReplacementRequest & { invite: string; approval: "seller" | "bot" })[] = [];
    for (const r of rows) {
      const found = await repo.standing(sellerId, r.orderId, now);
      const order = found?.order;
      out.push({
        id: r.id,
        orderId: r.orderId,
        amount: r.amount,
        note: r.note,
        status: r.status,
        source: r.source,
        createdAt: iso(r.createdAt),
        decidedAt: isoOrNull(r.decidedAt),
        decidedBy: r.decidedBy,
        reason: r.reason,
        approvedAmount: r.approvedAmount,
        override: Number(r.override) === 1,
        replacementOrderId: r.replacementOrderId,
        replacementStatus: r.replacementOrderId ? (made.get(r.replacementOrderId)?.status ?? null) : null,
        order: {
          stock: order?.stock ?? "",
          amount: order?.amount ?? 0,
          status: order?.status ?? "failed",
          delivered: found?.standing.delivered ?? 0,
          replaced: found?.standing.replaced ?? 0,
          maxWithoutOverride: found?.standing.maxRequest ?? 0,
          warrantyUntil: isoOrNull(found?.standing.until ?? null),
        },
        invite: order?.invite ?? "",
        approval: found?.policy.approval ?? "seller",
      });
    }
    return out;
  }

  /** The admin log's entry of a decision: the seller's own, or the bot's under its own name. */
  async function logDecision(
    seller: Seller,
    by: Decider,
    req: FastifyRequest,
    action: string,
    details: string,
    severity: "info" | "success" | "warning",
  ): Promise<void> {
    if (by.kind === "seller") return log(seller, req, action, details, severity);
    const meta = clientMeta(req);
    await store.logs.add({
      sellerId: seller.id,
      username: "Bot",
      userId: seller.id,
      action,
      details,
      severity,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      actor: BOT_ACTOR,
    });
  }

  /** Tells a decision everywhere once (only the approval that won gets here) and answers it. */
  async function decided(
    seller: Seller,
    by: Decider,
    req: FastifyRequest,
    result: Decision,
    started: boolean,
  ) {
    if (result.refused !== null) throw refusal(result);
    const { request, replacement, override } = result;
    const approved = request.status === "approved";
    const amount = request.approvedAmount ?? 0;
    const what = approved
      ? `${started ? "Started" : "Approved"} a replacement of ${amount} boosts for order #${request.orderId} as order #${request.replacementOrderId ?? ""}${
          override ? ` (override: above the warranty's limits; the customer asked for ${request.amount})` : ""
        }${by.kind === "bot" ? ", verified by the bot" : ""}`
      : `Declined the replacement request for order #${request.orderId} (${request.amount} boosts): ${request.reason ?? ""}`;
    await logDecision(
      seller,
      by,
      req,
      approved
        ? override
          ? "replacement_override"
          : started
            ? "replacement_started"
            : "replacement_approved"
        : "replacement_declined",
      what,
      override ? "warning" : approved ? "success" : "info",
    );
    if (replacement) await events.orderChanged(seller.id, orderEvent(replacement, true));
    const notice: ReplacementNotice = {
      requestId: request.id,
      orderId: request.orderId,
      amount: approved ? amount : 0,
      by: by.kind,
      decision: approved ? "approved" : "declined",
      note: request.note,
      reason: request.reason,
      replacementOrderId: request.replacementOrderId,
      override,
    };
    await events.replacementChanged(seller.id, {
      type: "replacement.decided",
      requestId: notice.requestId,
      orderId: notice.orderId,
      amount: notice.amount,
      decision: notice.decision,
      by: notice.by,
      replacementOrderId: notice.replacementOrderId,
    });
    await notifications(store, deps.config.publicHost).replacementChanged(seller.id, notice);
    const [described] = await describe(seller.id, [request]);
    if (!described) throw new Error("a decided request could not be read back");
    const { invite: _invite, approval: _approval, ...shown } = described;
    return {
      request: shown,
      message: approved
        ? (started ? replacementMessages.started : replacementMessages.approved)(
            amount,
            request.replacementOrderId ?? "",
          )
        : replacementMessages.declined,
    };
  }

  /** The person deciding: their name and role now, for the request's row and the trail. */
  const sellerDecider = (seller: Seller, actor: SessionActor | undefined): Decider => {
    const person = callerTrailActor(actor);
    return { kind: "seller", name: actor?.name ?? seller.name, actor: person };
  };
  const botDecider: Decider = { kind: "bot", name: "bot", actor: BOT_ACTOR };

  return {
    async requestReplacement({ params, body, req }) {
      const notFound = "Order Status not found for this Guild ID.";
      const seller = await publicSeller(deps, req, params.guildId, notFound);
      // The customer writes here: the log's entry names them (features/logs/trail.ts).
      rememberActor(req, CUSTOMER_ACTOR);
      const found = await repo.standing(seller.id, params.orderId);
      if (!found) throw new HttpError(404, notFound);
      const { standing } = found;
      if (standing.reason !== null) {
        throw new HttpError(400, ineligibleMessage(standing.reason, standing.until, standing.maxRequest));
      }
      if (body.missing > standing.maxRequest) {
        throw new HttpError(400, replacementMessages.overLimit(standing.maxRequest));
      }
      const open = await repo.latestRequest(seller.id, params.orderId);
      if (open?.status === "open") throw new HttpError(409, replacementMessages.alreadyOpen);
      // Last, so a customer who must fix their count does not solve the captcha twice.
      if (captcha.name !== "off") {
        if (!body.captcha_key) throw new HttpError(400, replacementMessages.captchaRequired);
        const verdict = await captcha.verify(body.captcha_key, req.ip);
        if (!verdict.ok) throw new HttpError(400, redeemBudgetMessages.captchaFailed);
      }
      const note = body.note ? body.note : null;
      const request = await repo.createRequest(seller.id, {
        orderId: params.orderId,
        amount: body.missing,
        note,
      });
      if (!request) throw new HttpError(409, replacementMessages.alreadyOpen);
      await log(
        seller,
        req,
        "replacement_requested",
        `The customer of order #${params.orderId} asked for ${body.missing} boosts to be replaced${note ? `: ${note}` : ""}`,
        "warning",
      );
      await events.replacementChanged(seller.id, {
        type: "replacement.requested",
        requestId: request.id,
        orderId: request.orderId,
        amount: request.amount,
        decision: null,
        by: "customer",
        replacementOrderId: null,
      });
      await notifications(store, deps.config.publicHost).replacementChanged(seller.id, {
        requestId: request.id,
        orderId: request.orderId,
        amount: request.amount,
        by: "customer",
        decision: null,
        note,
        reason: null,
        replacementOrderId: null,
        override: false,
      });
      return {
        status: "success" as const,
        message: replacementMessages.requested,
        requestId: request.id,
        amount: request.amount,
      };
    },

    async getWarranty({ seller }) {
      return { policies: await repo.policies(seller.id) };
    },

    async updateWarranty({ seller, body, req }) {
      await repo.savePolicies(seller.id, body.policies);
      await log(
        seller,
        req,
        "warranty_updated",
        body.policies
          .map(
            (p) =>
              `${p.stock}: ${p.windowDays} days, up to ${p.maxSharePercent}% of the order, ${p.approval === "bot" ? "the bot may approve" : "the seller approves"}`,
          )
          .join("; "),
        "info",
      );
      return { policies: await repo.policies(seller.id) };
    },

    async listReplacements({ seller, query }) {
      const rows = await repo.list(seller.id, query.status, REPLACEMENTS_LIST_MAX);
      return {
        requests: (await describe(seller.id, rows)).map(({ invite: _i, approval: _a, ...r }) => r),
      };
    },

    async approveReplacement({ seller, actor, params, body, req }) {
      const by = sellerDecider(seller, actor);
      const result = await repo.approve(seller.id, params.id, by, body);
      return decided(seller, by, req, result, false);
    },

    async declineReplacement({ seller, actor, params, body, req }) {
      const by = sellerDecider(seller, actor);
      const result = await repo.decline(seller.id, params.id, by, body.reason);
      return decided(seller, by, req, result, false);
    },

    async startReplacement({ seller, actor, params, body, req }) {
      const by = sellerDecider(seller, actor);
      const result = await repo.start(seller.id, params.folderId, by, {
        amount: body.amount,
        override: body.override,
        note: body.note ? body.note : null,
      });
      return decided(seller, by, req, result, true);
    },

    async botListReplacements({ seller }) {
      const rows = await repo.list(seller.id, "open", REPLACEMENTS_LIST_MAX);
      return {
        requests: (await describe(seller.id, rows)).map(({ approval, ...r }) => ({
          ...r,
          botMayApprove: approval === "bot" && r.amount <= r.order.maxWithoutOverride,
        })),
      };
    },

    async botApproveReplacement({ seller, params, body, req }) {
      const result = await repo.approve(seller.id, params.id, botDecider, {
        amount: body.amount,
        override: false,
      });
      return decided(seller, botDecider, req, result, false);
    },
  };
}

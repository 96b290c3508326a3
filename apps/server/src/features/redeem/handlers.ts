// Redeems: the customer's redeem form, and the bot's side (adding keys, claiming redeems, reporting results).

import { CUSTOMER_ACTOR } from "@boostdash/api-client/admin/trail";
import { BOOSTS_PER_TOKEN, deriveOrderStatus, formatStockName } from "@boostdash/api-client/orders/rules";
import { isLowEntropyKey } from "@boostdash/api-client/stock/keyRules";
import { keyMessages, REDEEM_SUCCESS_MESSAGE, redeemBudgetMessages } from "@boostdash/api-client/stock/texts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http.ts";
import { waitText } from "../../rateLimits.ts";
import { orderEvent } from "../events/hub.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  iso,
  opt,
  publicSeller,
  type RequestLogger,
} from "../handlerKit.ts";
import { rememberActor } from "../logs/trail.ts";
import { rememberOrderLocale } from "../mail/orderLocale.ts";
import { notifications } from "../notifications/notifier.ts";
import { RedeemFailureBudget, redeemCaptchaFor } from "./failureBudget.ts";

/**
 * A failed redeem is answered this long after its key was looked up, whether the key was unknown or used, so the
 * answer's timing tells a guesser nothing (docs/decisions.md#redeem-keys).
 */
export const FAILURE_ANSWER_MS = 200;

function until(deadline: number): Promise<void> {
  const wait = deadline - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

export function redeemHandlers(
  deps: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  "redeem" | "redeemChallenge" | "botAddRedeemKeys" | "botClaimRedeems" | "botRedeemResult"
> {
  const { store } = deps;
  const budget = RedeemFailureBudget.for(deps.config, store);
  const redeemCaptcha = redeemCaptchaFor(deps.config, store, deps.captcha);

  /** Past the budget: a 429 that asks for the captcha, unless the request carries a solved one. */
  async function needsCaptcha(
    key: string | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
    retryAfterSeconds: number,
  ): Promise<void> {
    const captcha = redeemCaptcha.name === "off" ? "off" : "altcha";
    let message: string = redeemBudgetMessages.captchaRequired;
    if (key) {
      const verdict = await redeemCaptcha.verify(key, req.ip);
      if (verdict.ok) return;
      message = redeemBudgetMessages.captchaFailed;
    }
    reply.header("Retry-After", String(retryAfterSeconds));
    throw new HttpError(429, message, { status: "error", captcha });
  }

  return {
    async redeem({ params, body, req, reply }) {
      // The redeem page has no session: its entries (a redeem, a wrong key, the budget spent) are the customer's.
      rememberActor(req, CUSTOMER_ACTOR);
      const seller = await publicSeller(deps, req, params.guildId, "Redeem page not found.", {
        status: "error",
      });
      const ticket = await budget.take(seller.id);
      if (ticket.spent) {
        if (ticket.justSpent) {
          await log(
            seller,
            req,
            "redeem_locked",
            `${budget.max} failed redeems within ${Math.round(budget.windowMs / 60_000)} minutes from all addresses: the redeem page asks for a captcha for the next ${waitText(ticket.retryAfterSeconds)}`,
            "error",
          );
        }
        await needsCaptcha(body.captcha_key, req, reply, ticket.retryAfterSeconds);
      }
      const started = performance.now();
      const result = await store.redeem.redeem(seller, body.redeemKey, {
        invite: body.discordInvite,
        email: body.email,
        displayName: body.displayname ?? "",
        bio: body.bio ?? "",
        avatar: body.avatar ?? "",
        banner: body.banner ?? "",
      });
      if (!result.ok) {
        // The seller's log says which; the customer's answer does not, and comes at the same time either way.
        const which = result.reason === "used" ? "An already used key" : "An unknown key";
        await log(seller, req, "redeem_failed", `${which} (${body.redeemKey.slice(0, 4)}…)`, "warning");
        await until(started + FAILURE_ANSWER_MS);
        return { status: "error", message: redeemBudgetMessages.invalidKey };
      }
      await budget.giveBack(seller.id);
      // Before the notifier writes the order's emails, which are in this language.
      await rememberOrderLocale(store, seller.id, result.order.orderId, req);
      await deps.events.orderChanged(seller.id, orderEvent(result.order, true));
      await log(
        seller,
        req,
        "redeem",
        `Key ${body.redeemKey} redeemed for ${result.order.amount} boosts (${formatStockName(result.order.stock)}) by ${body.email}`,
        "success",
      );
      await notifications(store, deps.config.publicHost).orderSaved(seller.id, result.order.orderId);
      return { status: "success", message: REDEEM_SUCCESS_MESSAGE };
    },

    async redeemChallenge({ reply }) {
      if (!redeemCaptcha.challenge) throw new HttpError(404, "Captchas are off on this server");
      reply.header("Cache-Control", "no-store");
      return (await redeemCaptcha.challenge()) as {
        algorithm: string;
        challenge: string;
        salt: string;
        signature: string;
        maxnumber?: number;
      };
    },

    async botAddRedeemKeys({ seller, body }) {
      const { added } = await store.redeem.addKeys(seller.id, body.keys);
      const skipped = body.keys.length - added;
      const guessable = body.keys.filter((k) => isLowEntropyKey(k.key)).map((k) => k.key);
      return {
        message: `Added ${added} key${added === 1 ? "" : "s"}${skipped ? `, skipped ${skipped} that already existed` : ""}`,
        added,
        ...(guessable.length > 0
          ? { warning: keyMessages.lowEntropy(guessable.length, guessable.slice(0, 3)) }
          : {}),
      };
    },

    async botClaimRedeems({ seller, body }) {
      const orders = await store.redeem.claimPending(seller.id, body.limit);
      for (const o of orders) await deps.events.orderChanged(seller.id, orderEvent(o, false));
      return {
        redeems: orders.map((o) => ({
          key: o.orderId,
          amount: Math.max(1, o.amount),
          stock: o.stock || "unknown.txt",
          discordInvite: o.invite,
          email: o.redeem?.email ?? "",
          displayname: opt(o.redeem?.displayName),
          bio: opt(o.redeem?.bio),
          avatar: opt(o.redeem?.avatar),
          banner: opt(o.redeem?.banner),
          redeemedAt: iso(o.createdAt),
          replacementOf: opt(o.replacementOf),
        })),
      };
    },

    async botRedeemResult({ seller, params, body, req }) {
      const o = await store.redeem.complete(seller.id, params.redeemKey, {
        successTokens: body["tokens-used"].success,
        failedTokens: body["tokens-used"].failed,
        bbGuildId: body.BBGuildID,
      });
      if (!o) throw new HttpError(404, "No order for this redeem key");
      await notifications(store, deps.config.publicHost).orderSaved(seller.id, o.orderId);
      await deps.events.orderChanged(seller.id, orderEvent(o, false));
      const delivered = o.successTokens.length * BOOSTS_PER_TOKEN;
      await log(
        seller,
        req,
        "redeem_delivered",
        `Order #${o.orderId}: ${delivered} of ${o.amount} boosts delivered`,
        deriveOrderStatus(o.successTokens.length, o.amount) === "completed" ? "success" : "warning",
      );
      return { message: "Result recorded" };
    },
  };
}

// Redeems: the customer's redeem form, and the bot's side (adding keys, claiming redeems, reporting results).
import { BOOSTS_PER_TOKEN, deriveOrderStatus, formatStockName } from "@boostdash/api-client/orders/rules";
import { HttpError } from "../../http.ts";
import { orderEvent } from "../events/hub.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  iso,
  opt,
  publicSeller,
  type RequestLogger,
} from "../handlerKit.ts";

export function redeemHandlers(
  deps: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"redeem" | "botAddRedeemKeys" | "botClaimRedeems" | "botRedeemResult"> {
  const { store } = deps;
  return {
    async redeem({ params, body, req }) {
      const seller = await publicSeller(deps, req, params.guildId, "Redeem page not found.", {
        status: "error",
      });
      const result = await store.redeem.redeem(seller, body.redeemKey, {
        invite: body.discordInvite,
        email: body.email,
        displayName: body.displayname ?? "",
        bio: body.bio ?? "",
        avatar: body.avatar ?? "",
        banner: body.banner ?? "",
      });
      if (!result.ok) {
        const message =
          result.reason === "used"
            ? "This redeem key has already been used."
            : "Invalid redeem key. Please check the key from your email or invoice page.";
        await log(seller, req, "redeem_failed", `${message} (key ${body.redeemKey.slice(0, 4)}…)`, "warning");
        return { status: "error", message };
      }
      await deps.events.orderChanged(seller.id, orderEvent(result.order, true));
      await log(
        seller,
        req,
        "redeem",
        `Key ${body.redeemKey} redeemed for ${result.order.amount} boosts (${formatStockName(result.order.stock)}) by ${body.email}`,
        "success",
      );
      return {
        status: "success",
        message: "Order redeemed! Your boosts will be delivered shortly.",
      };
    },

    async botAddRedeemKeys({ seller, body }) {
      const { added } = await store.redeem.addKeys(seller.id, body.keys);
      const skipped = body.keys.length - added;
      return {
        message: `Added ${added} key${added === 1 ? "" : "s"}${skipped ? `, skipped ${skipped} that already existed` : ""}`,
        added,
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

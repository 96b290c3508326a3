// The public pages' reads (order status, live stock, redeem page), answered through publicCache.ts.
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, isoOrNull, opt, publicSeller } from "../handlerKit.ts";

export function publicHandlers(
  deps: HandlerDeps,
): FeatureHandlers<"publicOrderStatus" | "liveStock" | "redeemPageConfig"> {
  return {
    async publicOrderStatus({ params, req }) {
      const notFound = "Order Status not found for this Guild ID.";
      const seller = await publicSeller(deps, req, params.guildId, notFound);
      const o = await deps.store.orders.get(seller.id, params.orderId);
      if (!o) throw new HttpError(404, notFound);
      return {
        orderId: o.orderId,
        guildId: o.guildId || seller.guildId,
        amount: o.amount,
        stock: o.stock,
        successfulTokens: o.successTokens.length,
        failedTokens: o.failedTokens.length,
        invite: opt(o.invite),
        status: o.status,
        redeemedAt: iso(o.createdAt),
        claimedAt: isoOrNull(o.claimedAt),
        reportedAt: isoOrNull(o.reportedAt),
        storeName: opt(seller.name),
        storeLink: opt(o.storeLink || seller.storeLink),
        discordLink: opt(o.discordLink || seller.discordLink),
        embedColor: opt(seller.embedColor),
        embedFooter: opt(seller.embedFooter),
      };
    },

    async liveStock({ params, req }) {
      const seller = await publicSeller(
        deps,
        req,
        params.guildId,
        "Live stock data not found for this Guild ID.",
      );
      return {
        ...seller.stock,
        storeName: opt(seller.name),
        storeLink: opt(seller.storeLink),
        discordLink: opt(seller.discordLink),
        embedColor: opt(seller.embedColor),
        embedFooter: opt(seller.embedFooter),
        customCode: opt(seller.customCode),
      };
    },

    async redeemPageConfig({ params, req }) {
      const seller = await publicSeller(deps, req, params.guildId, "Redeem page not found.");
      return {
        storeName: opt(seller.name),
        embedColor: opt(seller.embedColor),
        footerText: opt(seller.embedFooter),
      };
    },
  };
}

// The Orders page and the dashboard home's figures.
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, isoOrNull, opt } from "../handlerKit.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import type { Order } from "./orderRepository.ts";

/** An order as its order.json reads, with the server's status and step times (docs/product.md#order-lifecycle). */
function orderJson(o: Order, seller: Seller) {
  return {
    orderId: o.orderId,
    guildId: o.guildId || seller.guildId,
    invite: o.invite,
    stock: o.stock,
    amount: o.amount,
    "tokens-used": { failed: o.failedTokens, success: o.successTokens },
    storeLink: opt(o.storeLink),
    discordLink: opt(o.discordLink),
    BBGuildID: opt(o.bbGuildId),
    status: o.status,
    redeemedAt: iso(o.createdAt),
    claimedAt: isoOrNull(o.claimedAt),
    reportedAt: isoOrNull(o.reportedAt),
  };
}

export function orderHandlers({
  store,
}: HandlerDeps): FeatureHandlers<"listOrders" | "getOrder" | "getOrdersBatch" | "dashboardData"> {
  return {
    async listOrders({ seller }) {
      const folders = await store.orders.listFolders(seller.id);
      return {
        folders: folders.map((f) => f.orderId),
        folderDates: Object.fromEntries(folders.map((f) => [f.orderId, iso(f.createdAt)])),
      };
    },

    async getOrder({ seller, params }) {
      const o = await store.orders.get(seller.id, params.folderId);
      if (!o) throw new HttpError(404, "Order not found");
      return orderJson(o, seller);
    },

    async getOrdersBatch({ seller, body }) {
      const found = await store.orders.getMany(seller.id, body.folders);
      return { orders: Object.fromEntries(found.map((o) => [o.orderId, orderJson(o, seller)])) };
    },

    async dashboardData({ seller }) {
      const stats = await store.orders.dashboardStats(seller.id);
      const activity = await store.orders.recentActivity(seller.id, 10);
      const { stock } = seller;
      return {
        ...stats,
        recentActivity: activity.map((a) => ({ ...a, time: iso(a.time) })),
        setup: {
          botLastSeenAt: isoOrNull(seller.botLastSeenAt),
          stockTotal:
            stock.oneMonthNitroTokens +
            stock.oneMonthServerBoosts +
            stock.threeMonthNitroTokens +
            stock.threeMonthServerBoosts,
          guildId: seller.guildId,
        },
      };
    },
  };
}

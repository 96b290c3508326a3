// The bot's pushes: store settings (and its guild id), order.json folders. Stock counts: stock/handlers.ts (who
// changed a count is kept there); redeems: redeem/handlers.ts.
import type { OrderJson } from "@boostdash/api-client/orders/contract";
import { guildMoveMessages } from "@boostdash/api-client/settings/texts";
import { HttpError } from "../../http.ts";
import { orderEvent } from "../events/hub.ts";
import type { FeatureHandlers, HandlerDeps, RequestLogger } from "../handlerKit.ts";
import { notifications } from "../notifications/notifier.ts";
import type { OrderInput } from "../orders/orderRepository.ts";

/** An order.json body (the bot's, or a folder the CLI imports) as an order to store. */
export function orderFromJson(orderId: string, o: Omit<OrderJson, "orderId">): OrderInput {
  return {
    orderId,
    guildId: o.guildId,
    invite: o.invite,
    stock: o.stock,
    amount: o.amount,
    successTokens: o["tokens-used"].success,
    failedTokens: o["tokens-used"].failed,
    storeLink: o.storeLink ?? "",
    discordLink: o.discordLink ?? "",
    bbGuildId: o.BBGuildID ?? "",
    status: o.status,
  };
}

export function botHandlers(
  { store, config, events }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"botStoreSettings" | "botUpsertOrder"> {
  return {
    async botStoreSettings({ seller, body, req, reply }) {
      const { guildId, ...settings } = body;
      if (guildId !== undefined) {
        const other = await store.sellers.findByGuildId(guildId);
        if (other && other.id !== seller.id) throw new HttpError(409, guildMoveMessages.taken);
      }
      await store.sellers.update(seller.id, settings);
      if (guildId === undefined) return { message: "Store settings updated" };
      const now = Date.now();
      if (guildId === seller.guildId) {
        await store.sellers.markGuildSet(seller.id, now);
        return { message: "Store settings updated" };
      }
      // The first guild a store is told applies at once (onboarding stays one step); a later one would move the
      // store's public pages, so it waits for the owner (docs/decisions.md#guild-moves-need-the-owner).
      if (seller.guildIdSetAt === null && (await store.sellers.setFirstGuild(seller.id, guildId, now))) {
        return { message: "Store settings updated" };
      }
      reply.code(202);
      if (seller.pendingGuildId === guildId) return { message: guildMoveMessages.alreadyPending };
      await store.sellers.setPendingGuild(seller.id, guildId);
      await log(
        seller,
        req,
        "guild_move_requested",
        `The bot asked to move the store from guild ${seller.guildId} to guild ${guildId}; waiting for the owner in Settings`,
        "warning",
      );
      return { message: guildMoveMessages.pending };
    },

    async botUpsertOrder({ seller, params, body }) {
      if (body.orderId !== params.folderId) {
        throw new HttpError(
          400,
          `orderId (${body.orderId}) must equal the folder id in the path (${params.folderId})`,
        );
      }
      const change = await store.orders.upsert(seller.id, orderFromJson(body.orderId, body));
      const saved = await store.orders.get(seller.id, body.orderId);
      if (saved) await events.orderChanged(seller.id, orderEvent(saved, change.previous === undefined));
      await notifications(store, config.publicHost).orderSaved(seller.id, body.orderId);
      return { message: "Order saved" };
    },
  };
}

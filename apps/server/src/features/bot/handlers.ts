// The bot's pushes: store settings (and its guild id), order.json folders. Stock counts: stock/handlers.ts (who
// changed a count is kept there); redeems: redeem/handlers.ts.
import type { OrderJson } from "@boostdash/api-client/orders/contract";
import { HttpError } from "../../http.ts";
import { orderEvent } from "../events/hub.ts";
import type { FeatureHandlers, HandlerDeps } from "../handlerKit.ts";
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

export function botHandlers({
  store,
  config,
  events,
}: HandlerDeps): FeatureHandlers<"botStoreSettings" | "botUpsertOrder"> {
  return {
    async botStoreSettings({ seller, body }) {
      if (body.guildId !== undefined) {
        const other = await store.sellers.findByGuildId(body.guildId);
        if (other && other.id !== seller.id)
          throw new HttpError(409, "guildId: another seller already has this guild");
      }
      await store.sellers.update(seller.id, body);
      return { message: "Store settings updated" };
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

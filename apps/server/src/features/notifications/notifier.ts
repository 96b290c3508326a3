// Where events become deliveries: the places that change orders, stock and domains call one method here, which
// writes the event's deliveries into the outbox (durable before anything is sent) and wakes this process's sender.
// Each event has its own key, so writing it again (a bot call retried) adds nothing (docs/decisions.md#notifications).
import { EventEmitter } from "node:events";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import {
  type DeliveryEvent,
  embedColorInt,
  STOCK_TIERS,
  type StockTier,
} from "@boostdash/api-client/notifications/rules";
import { eventLabels } from "@boostdash/api-client/notifications/texts";
import { deriveOrderStatus, formatStockName, orderBoosts } from "@boostdash/api-client/orders/rules";
import { isFinishedStatus } from "@boostdash/api-client/orders/statuses";
import { matchLocale, type PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import type { Store } from "../../store.ts";
import { type MailContent, type OrderMailKind, orderMail } from "../mail/compose.ts";
import { customerMail } from "../mail/customerMail.ts";
import { MailRepository } from "../mail/mailRepository.ts";
import { publicStoreName, type Seller } from "../sellers/sellerRepository.ts";
import {
  type NewDelivery,
  NotificationRepository,
  type NotificationSettingsRow,
} from "./notificationRepository.ts";

/** Wakes the senders of this process when a delivery is written (other processes find it on their next poll). */
export const outboxWritten = new EventEmitter();
outboxWritten.setMaxListeners(100);

const TIER_NAMES: Record<StockTier, string> = {
  oneMonthNitroTokens: "1 Month Nitro tokens",
  oneMonthServerBoosts: "1 Month Server Boosts",
  threeMonthNitroTokens: "3 Month Nitro tokens",
  threeMonthServerBoosts: "3 Month Server Boosts",
};

/** How a storefront's platform is named in a notification. */
const INTAKE_PLATFORM_NAMES: Record<IntakePlatform, string> = {
  sellauth: "SellAuth",
  sellix: "Sellix",
  sellapp: "Sell.app",
  shoppex: "Shoppex",
};

/** What a storefront's answered delivery tells the notifier (intake/intake.ts). */
export type IntakeNotice = {
  /** The delivery's row id in the inbound log. */
  deliveryId: string;
  platform: IntakePlatform;
  productId: string | null;
  invoiceId: string | null;
  test: boolean;
} & (
  | {
      failed: false;
      result: "delivered" | "key_sent";
      stock: string;
      amount: number;
      orderId: string | null;
      /** The redeem key minted when the buyer gave no valid invite. */
      key: string | null;
    }
  | { failed: true; result: "unmapped" | "out_of_stock" | "failed"; reason: string }
);

/** What a replacement request's step tells the notifier (replacements/handlers.ts). */
export interface ReplacementNotice {
  requestId: string;
  orderId: string;
  /** Boosts asked for, or approved. */
  amount: number;
  by: "customer" | "seller" | "bot";
  /** null: the request was made; otherwise its decision. */
  decision: "approved" | "declined" | null;
  note: string | null;
  reason: string | null;
  replacementOrderId: string | null;
  override: boolean;
}

interface EventContent {
  event: DeliveryEvent;
  key: string;
  title: string;
  description: string;
  url?: string | undefined;
  data: Record<string, unknown>;
}

export class Notifier {
  readonly repo: NotificationRepository;

  private readonly sellers = new Map<string, Promise<Seller | undefined>>();
  private readonly settings = new Map<string, Promise<NotificationSettingsRow>>();

  /**
   * A notifier of one transaction's store passes `written`, to wake the senders after the commit (a sender reading
   * before it would not see the rows), and `memo`: it reads each seller and their settings once, as nothing else
   * changes them inside that transaction and each read is one more statement while it holds its locks.
   */
  constructor(
    private readonly store: Store,
    private readonly publicHost: string,
    private readonly opts: { written?: () => void; memo?: boolean } = {},
  ) {
    this.repo = new NotificationRepository(store.db);
  }

  /** Reads the seller and their settings now (a `memo` notifier), before its transaction takes any lock. */
  async prepare(sellerId: string): Promise<void> {
    await Promise.all([this.sellerOf(sellerId), this.settingsOf(sellerId)]);
  }

  private sellerOf(sellerId: string): Promise<Seller | undefined> {
    if (!this.opts.memo) return this.store.sellers.findById(sellerId);
    let found = this.sellers.get(sellerId);
    if (!found) {
      found = this.store.sellers.findById(sellerId);
      this.sellers.set(sellerId, found);
    }
    return found;
  }

  private settingsOf(sellerId: string): Promise<NotificationSettingsRow> {
    if (!this.opts.memo) return this.repo.settings(sellerId);
    let found = this.settings.get(sellerId);
    if (!found) {
      found = this.repo.settings(sellerId);
      this.settings.set(sellerId, found);
    }
    return found;
  }

  /** After an order is written (bot, redeem, import): new order, and once finished, delivered or failed. */
  async orderSaved(sellerId: string, orderId: string): Promise<void> {
    const [seller, order] = await Promise.all([
      this.sellerOf(sellerId),
      this.store.orders.get(sellerId, orderId),
    ]);
    if (!seller || !order) return;
    const url = `https://${this.publicHost}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId })}`;
    const data = {
      orderId,
      stock: order.stock,
      amount: order.amount,
      url,
    };
    // A replacement under warranty is not a new sale: its request already told the seller (replacementChanged).
    const replacement = order.replacementOf ? `Replacement #${orderId}` : null;
    const events: EventContent[] = [];
    const mails: { key: string; kind: OrderMailKind }[] = [];
    if (replacement === null) {
      mails.push({ key: `mail.received:${orderId}`, kind: "received" });
      events.push({
        event: "order.created",
        key: `order.created:${orderId}`,
        title: `New order #${orderId}`,
        description: `${order.amount.toLocaleString("en-US")} boosts, ${formatStockName(order.stock)}`,
        url,
        data,
      });
    }
    if (isFinishedStatus(order.status)) {
      const boosts = orderBoosts({
        amount: order.amount,
        "tokens-used": { success: order.successTokens, failed: order.failedTokens },
      });
      const status = deriveOrderStatus(order.successTokens.length, order.amount);
      mails.push({ key: `mail.finished:${orderId}`, kind: status });
      events.push({
        event: status === "completed" ? "order.delivered" : "order.failed",
        key: `order.finished:${orderId}`,
        title: `${replacement ?? `Order #${orderId}`} ${
          status === "completed" ? "delivered" : status === "partial" ? "partly delivered" : "failed"
        }`,
        description: `${boosts.successful.toLocaleString("en-US")} of ${order.amount.toLocaleString("en-US")} boosts delivered`,
        url,
        data: { ...data, status, delivered: boosts.successful, replacementOf: order.replacementOf ?? null },
      });
    }
    await this.emit(seller, events);
    if (mails.length === 0 || !customerMail(this.store.db)) return;
    // The customer's emails: only when the order has an email and mail is on (docs/decisions.md#delivery-emails-and-find-my-order).
    const contact = await new MailRepository(this.store.db).orderContact(sellerId, orderId);
    if (!contact) return;
    const locale = mailLocale(contact.locale);
    const facts = {
      orderId,
      amount: order.amount,
      stock: order.stock,
      delivered: orderBoosts({
        amount: order.amount,
        "tokens-used": { success: order.successTokens, failed: order.failedTokens },
      }).successful,
    };
    for (const m of mails) {
      await this.mailTo(seller, contact.email, {
        key: m.key,
        event:
          m.kind === "received"
            ? "order.created"
            : m.kind === "completed"
              ? "order.delivered"
              : "order.failed",
        content: orderMail(
          m.kind,
          locale,
          storeLook(seller),
          facts,
          `${url}?lang=${encodeURIComponent(locale)}`,
        ),
      });
    }
  }

  /**
   * Writes a customer's email into the outbox (nothing when mail is off). Keyed like the webhooks' events, so an order
   * saved again sends each mail once. Answers whether a row was written.
   */
  async mailTo(
    seller: Seller,
    to: string,
    mail: { key: string; event: NewDelivery["event"]; content: MailContent },
  ): Promise<boolean> {
    if (!customerMail(this.store.db)) return false;
    const ids = await this.repo.enqueue(seller.id, [
      {
        dedupeKey: `${mail.key}:email`,
        event: mail.event,
        target: "email",
        url: to,
        body: JSON.stringify(mail.content),
      },
    ]);
    if (ids.length > 0) (this.opts.written ?? (() => outboxWritten.emit("written")))();
    return ids.length > 0;
  }

  /** After stock counts change: each tier that fell below its threshold, once until it is above it again. */
  async stockChanged(sellerId: string): Promise<void> {
    const seller = await this.store.sellers.findById(sellerId);
    if (!seller) return;
    const settings = await this.repo.settings(sellerId);
    const low = STOCK_TIERS.filter((t) => seller.stock[t] < settings.thresholds[t]);
    const newlyLow = low.filter((t) => !settings.lowTiers.includes(t));
    if (low.length !== settings.lowTiers.length || newlyLow.length > 0) {
      await this.repo.save(sellerId, { lowTiers: low });
    }
    const now = Date.now();
    await this.emit(
      seller,
      newlyLow.map((t) => ({
        event: "stock.low" as const,
        // A new fall below the line is a new event.
        key: `stock.low:${t}:${now}`,
        title: `Low stock: ${TIER_NAMES[t]}`,
        description: `${seller.stock[t].toLocaleString("en-US")} left (threshold ${settings.thresholds[t].toLocaleString("en-US")})`,
        data: { tier: t, count: seller.stock[t], threshold: settings.thresholds[t] },
      })),
    );
  }

  /** After a custom domain's check changed its status to active or failed. */
  async domainChanged(
    sellerId: string,
    domain: string,
    status: string,
    detail: string | null,
  ): Promise<void> {
    if (status !== "active" && status !== "failed") return;
    const seller = await this.store.sellers.findById(sellerId);
    if (!seller) return;
    await this.emit(seller, [
      {
        event: "domain.changed",
        key: `domain.${status}:${domain}:${Date.now()}`,
        title: status === "active" ? `${domain} is active` : `${domain} failed its check`,
        description:
          status === "active" ? "Your public pages now answer on it." : (detail ?? "Check its DNS record."),
        url: status === "active" ? `https://${domain}` : undefined,
        data: { domain, status, detail },
      },
    ]);
  }

  /**
   * A storefront's delivery answered: `intake.received` when it became an order or a redeem key, `intake.failed`
   * when nothing was delivered (unmapped product, out of stock, an error). Keyed by the delivery's own id, so one
   * delivery alerts once whatever happens after (a platform's retry replays the stored answer and never gets here; a
   * 'Deliver again' that fails again is not a new alert). A test send is marked as one in the title and the data.
   */
  async intakeAnswered(sellerId: string, d: IntakeNotice): Promise<void> {
    const seller = await this.sellerOf(sellerId);
    if (!seller) return;
    const platform = INTAKE_PLATFORM_NAMES[d.platform];
    const invoice = d.invoiceId ? ` invoice ${d.invoiceId}` : "";
    const test = d.test ? "Test delivery: " : "";
    const product = d.productId ?? "(none)";
    const data = {
      deliveryId: d.deliveryId,
      platform: d.platform,
      productId: d.productId,
      invoiceId: d.invoiceId,
      test: d.test,
    };
    if (d.failed) {
      await this.emit(seller, [
        {
          event: "intake.failed",
          key: `intake.failed:${d.deliveryId}`,
          title: `${test}${platform}${invoice} not delivered`,
          description: `${d.reason} (product ${product}). The purchase is kept in Storefronts' inbound log, ready to deliver again.`,
          data: { ...data, result: d.result, reason: d.reason },
        },
      ]);
      return;
    }
    const url =
      d.orderId === null
        ? undefined
        : `https://${this.publicHost}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId: d.orderId })}`;
    const what =
      d.orderId !== null
        ? `order #${d.orderId}`
        : d.key !== null
          ? "a redeem key sent to the buyer (no valid invite)"
          : d.result === "key_sent"
            ? "a redeem key would be sent (no valid invite)"
            : "an order would be made";
    await this.emit(seller, [
      {
        event: "intake.received",
        key: `intake.received:${d.deliveryId}`,
        title: `${test}${platform}${invoice} received`,
        description: `${d.amount.toLocaleString("en-US")} boosts, ${formatStockName(d.stock)}: ${what} (product ${product})`,
        url,
        data: { ...data, result: d.result, orderId: d.orderId, key: d.key, stock: d.stock, amount: d.amount },
      },
    ]);
  }

  /**
   * A replacement request made (`replacement.requested`) or decided (`replacement.decided`): keyed by the request's
   * id, so each is told once whatever is retried (docs/decisions.md#replacements).
   */
  async replacementChanged(sellerId: string, e: ReplacementNotice): Promise<void> {
    const seller = await this.store.sellers.findById(sellerId);
    if (!seller) return;
    const url = `https://${this.publicHost}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId: e.orderId })}`;
    const boosts = (n: number) => `${n.toLocaleString("en-US")} boost${n === 1 ? "" : "s"}`;
    const data = {
      requestId: e.requestId,
      orderId: e.orderId,
      amount: e.amount,
      by: e.by,
      url,
    };
    if (e.decision === null) {
      await this.emit(seller, [
        {
          event: "replacement.requested",
          key: `replacement.requested:${e.requestId}`,
          title: `Replacement requested for order #${e.orderId}`,
          description: `${boosts(e.amount)} missing${e.note ? `: ${e.note}` : ""}`,
          url,
          data: { ...data, note: e.note },
        },
      ]);
      return;
    }
    const who = e.by === "bot" ? "by the bot" : e.by === "seller" ? "by the seller" : "";
    await this.emit(seller, [
      {
        event: "replacement.decided",
        key: `replacement.decided:${e.requestId}`,
        title:
          e.decision === "approved"
            ? `Replacement for order #${e.orderId} approved ${who}`.trim()
            : `Replacement for order #${e.orderId} declined ${who}`.trim(),
        description:
          e.decision === "approved"
            ? `${boosts(e.amount)} to re-deliver as order #${e.replacementOrderId ?? ""}${e.override ? " (override above the warranty's limits)" : ""}`
            : `Reason: ${e.reason ?? ""}`,
        url,
        data: {
          ...data,
          decision: e.decision,
          replacementOrderId: e.replacementOrderId,
          override: e.override,
          reason: e.reason,
        },
      },
    ]);
  }

  /** 'Send test': one delivery to each target set. Answers the rows written. */
  async test(seller: Seller): Promise<string[]> {
    return this.emit(
      seller,
      [
        {
          event: "test",
          key: `test:${Date.now()}:${Math.random().toString(36).slice(2)}`,
          title: "Test notification",
          description: "Notifications from your store arrive here.",
          data: {},
        },
      ],
      true,
    );
  }

  private async emit(seller: Seller, events: EventContent[], always = false): Promise<string[]> {
    if (events.length === 0) return [];
    const settings = await this.settingsOf(seller.id);
    const items: NewDelivery[] = [];
    const now = new Date();
    for (const e of events) {
      if (!always && e.event !== "test" && !settings.events[e.event]) continue;
      if (settings.discordUrl) {
        items.push({
          dedupeKey: `${e.key}:discord`,
          event: e.event,
          target: "discord",
          url: settings.discordUrl,
          body: JSON.stringify({
            username: seller.name.slice(0, 80) || "boostdash",
            allowed_mentions: { parse: [] },
            embeds: [
              {
                title: e.title.slice(0, 256),
                description: e.description.slice(0, 2000),
                ...(e.url ? { url: e.url } : {}),
                color: embedColorInt(seller.embedColor),
                ...(seller.embedFooter ? { footer: { text: seller.embedFooter.slice(0, 2000) } } : {}),
                timestamp: now.toISOString(),
              },
            ],
          }),
        });
      }
      if (settings.endpointUrl) {
        items.push({
          dedupeKey: `${e.key}:endpoint`,
          event: e.event,
          target: "endpoint",
          url: settings.endpointUrl,
          body: JSON.stringify({
            type: e.event,
            label: eventLabels[e.event],
            createdAt: now.toISOString(),
            store: { name: seller.name, guildId: seller.guildId },
            title: e.title,
            data: e.data,
          }),
        });
      }
    }
    if (items.length === 0) return [];
    const ids = await this.repo.enqueue(seller.id, items, now.getTime());
    if (ids.length > 0) (this.opts.written ?? (() => outboxWritten.emit("written")))();
    return ids;
  }
}

/** The store as its customers' emails show it: its public name and embed colour. */
export function storeLook(seller: Seller): { name: string; color: string } {
  return { name: publicStoreName(seller), color: seller.embedColor };
}

/** Whether an order's language is one of the mails' (anything else is sent in English). */
export const mailLocale = (tag: string | null | undefined): PublicLocale => matchLocale(tag) ?? "en";

const notifiers = new WeakMap<Store, Notifier>();

/** The notifier of a store (one per store, so call sites stay one line: `notifications(store, host).orderSaved(...)`). */
export function notifications(store: Store, publicHost: string): Notifier {
  let n = notifiers.get(store);
  if (!n) {
    n = new Notifier(store, publicHost);
    notifiers.set(store, n);
  }
  return n;
}
